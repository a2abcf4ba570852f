import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  buildPolicy,
  hasLiveCode,
  headersFile,
  hostedSources,
  inlineEventHandlers,
  inlineScripts,
  nginxInclude,
  nginxPolicyMap,
  scriptHash,
  serializePolicy,
} from '../../src/lib/build/securityHeaders';
import {readSettings} from '../../src/settings';

describe('security headers', () => {
  it('finds the exact text of every executable inline script, and nothing else', () => {
    const html =
      '<html><head><script>var a="</scr"+"ipt>";</script><script src=/assets/main.js></script>' +
      '<script type="application/ld+json">{"a":1}</script><SCRIPT type=module>import("./x.js")</SCRIPT>' +
      '<script data-x="1">\n  (function(){})()\n</script></head></html>';
    expect(inlineScripts(html)).toEqual(['var a="</scr"+"ipt>";', 'import("./x.js")', '\n  (function(){})()\n']);
    expect(inlineScripts('<p>no scripts</p>')).toEqual([]);
  });

  it('hashes a script the way CSP does (base64 SHA-256 of its UTF-8 text)', () => {
    const text = 'document.documentElement.dataset.theme="dark"; // é';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });

  it('reports inline event handlers, which a strict policy blocks', () => {
    expect(inlineEventHandlers('<img src=x onerror="alert(1)"><link rel=preload onload=this.rel="stylesheet">')).toEqual([
      'onerror',
      'onload',
    ]);
    expect(inlineEventHandlers('<p class=one>online</p>')).toEqual([]);
  });

  it('is strict for the default build: self plus hashes, no unsafe script source, no other origin', () => {
    const settings = readSettings({});
    const csp = serializePolicy(buildPolicy([scriptHash('a'), scriptHash('a'), scriptHash('b')], hostedSources(settings)));
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc.split(' ')).toHaveLength(3);
    expect(scriptSrc).not.toMatch(/unsafe|https?:/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds exactly the origins of the hosted services that are configured', () => {
    const settings = readSettings({
      DOCSEARCH_APP_ID: 'ABC123',
      DOCSEARCH_API_KEY: 'k',
      DOCSEARCH_INDEX_NAME: 'i',
      ASK_AI_WEBSITE_ID: 'w',
      ASK_AI_PROJECT_NAME: 'Tessera',
      ASK_AI_SCRIPT_URL: 'https://widget.example.com/bundle.js',
      GTM_CONTAINER_ID: 'GTM-XXXX',
      HEATMAP_SCRIPT_URL: 'https://heat.example.net/h.js?id=1',
      FEEDBACK_ENDPOINT: 'https://feedback.example.org/docs',
    });
    const policy = buildPolicy([], hostedSources(settings));
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://abc123-dsn.algolia.net',
        'https://abc123-1.algolianet.com',
        'https://widget.example.com',
        'https://heat.example.net',
        'https://feedback.example.org',
      ]),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://widget.example.com',
      'https://www.googletagmanager.com',
      'https://heat.example.net',
    ]);
    expect(policy['frame-src']).not.toContain("'none'");
    expect(
      buildPolicy([], hostedSources(readSettings({DOCSEARCH_APP_ID: 'ABC123', DOCSEARCH_API_KEY: 'k', DOCSEARCH_INDEX_NAME: 'i'})))[
        'script-src'
      ],
    ).toEqual(["'self'"]);
  });

  it('writes the static-host _headers file and the nginx include from the same policy', () => {
    const csp = "default-src 'self'";
    const file = headersFile(csp, '/docs/');
    expect(file).toContain("/docs/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff");
    expect(file).toContain('/docs/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    const nginx = nginxInclude(csp);
    expect(nginx).toContain('add_header Content-Security-Policy $tessera_csp always;');
    expect(nginx).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(nginxPolicyMap(csp)).toContain(`default "default-src 'self'";`);
  });

  it('allows eval only on pages with a live code block, and says so in both formats', () => {
    expect(hasLiveCode('<pre class=live-code-block-static><code>x</code></pre>')).toBe(true);
    expect(hasLiveCode('<div class="playgroundContainer_x live-code-block">')).toBe(true);
    expect(hasLiveCode('<p>A live code block is described here.</p>')).toBe(false);
    const strict = serializePolicy(buildPolicy([]));
    const live = serializePolicy(buildPolicy([], {}, {allowEval: true}));
    expect(strict).not.toContain('unsafe-eval');
    expect(live).toContain("script-src 'self' 'unsafe-eval'");
    const overrides = [{path: '/writing-guide/components', csp: live}];
    expect(headersFile(strict, '/', overrides)).toContain(
      `/writing-guide/components\n  ! Content-Security-Policy\n  Content-Security-Policy: ${live}`,
    );
    const map = nginxPolicyMap(strict, overrides);
    expect(map).toContain(`"/writing-guide/components.html" "${live}";`);
    expect(map).toContain(`default "${strict}";`);
  });
});
