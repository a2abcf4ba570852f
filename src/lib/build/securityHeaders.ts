import {createHash} from 'node:crypto';
import type {SiteSettings} from '../../settings';

/**
 * The site's security headers, computed at build time by the `security-headers` plugin from the final HTML:
 * a strict Content-Security-Policy that allows only this origin plus the hash of every inline script the build
 * emits, and the origins of exactly the hosted services that are configured. Written as a static-host `_headers`
 * file and as an nginx include (see deploy/nginx/).
 */

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Policy = Record<Directive, string[]>;

/** Script types a browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source expression of an inline script: 'sha256-<base64 of the SHA-256 of its exact text>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The text of every inline, executable <script> in an HTML document, exactly as the browser hashes it.
 * A raw-text element ends at the first "</script", so a scan is exact (no entity decoding applies inside).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const open = /<script\b([^>]*)>/gi;
  let match: RegExpExecArray | null;
  while ((match = open.exec(html))) {
    const attributes = match[1] ?? '';
    const start = match.index + match[0].length;
    const end = html.toLowerCase().indexOf('</script', start);
    if (end < 0) break;
    open.lastIndex = end;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    scripts.push(html.slice(start, end));
  }
  return scripts;
}

/** Inline event-handler attributes (onload=...) would need 'unsafe-hashes': the build must have none. */
export function inlineEventHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1]!.toLowerCase());
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The origins each configured hosted service needs, by directive; empty for the default build. */
export function hostedSources(
  settings: Pick<SiteSettings, 'docsearch' | 'askAi' | 'gtmContainerId' | 'heatmapScriptUrl' | 'feedbackEndpoint'>,
): Partial<Policy> {
  const sources: Partial<Policy> = {};
  const add = (directive: Directive, ...origins: string[]) => {
    sources[directive] = [...new Set([...(sources[directive] ?? []), ...origins])];
  };
  if (settings.docsearch) {
    // The Algolia client reads from <app>-dsn.algolia.net and retries on <app>-1..3.algolianet.com.
    const app = settings.docsearch.appId.toLowerCase();
    add(
      'connect-src',
      `https://${app}-dsn.algolia.net`,
      `https://${app}.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
    );
  }
  if (settings.askAi) {
    // The hosted assistant's widget loads from its script's origin and talks to it, styles and images included.
    const origin = originOf(settings.askAi.scriptUrl);
    for (const directive of ['script-src', 'connect-src', 'img-src', 'style-src', 'frame-src', 'font-src'] as const) add(directive, origin);
    if (settings.askAi.logoUrl) add('img-src', originOf(settings.askAi.logoUrl));
  }
  if (settings.gtmContainerId) {
    add('script-src', 'https://www.googletagmanager.com');
    add('img-src', 'https://www.googletagmanager.com', 'https://www.google-analytics.com');
    add('connect-src', 'https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://www.googletagmanager.com');
    add('frame-src', 'https://www.googletagmanager.com');
  }
  if (settings.heatmapScriptUrl) {
    const origin = originOf(settings.heatmapScriptUrl);
    for (const directive of ['script-src', 'connect-src', 'img-src'] as const) add(directive, origin);
  }
  if (settings.feedbackEndpoint) {
    // Page feedback POSTs its JSON to the configured endpoint.
    add('connect-src', originOf(settings.feedbackEndpoint));
  }
  return sources;
}

/**
 * The policy of the default build plus `hashes` (inline scripts) and `hosted` (configured services).
 * style-src keeps 'unsafe-inline': React renders `style` attributes (the live code editor, syntax highlighting,
 * the zoom overlay), and style hashes cannot cover attributes; styles cannot run code. Mermaid diagrams are SVG
 * files of the build shown as images (img-src 'self'), not code.
 * worker-src allows blob: for the workers the search and Ask AI engines may start from blobs.
 */
export function buildPolicy(hashes: Iterable<string>, hosted: Partial<Policy> = {}, options: {allowEval?: boolean} = {}): Policy {
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.allowEval ? ["'unsafe-eval'"] : []), ...[...new Set(hashes)].sort()],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, origins] of Object.entries(hosted) as [Directive, string[]][]) {
    const current = policy[directive].filter((source) => source !== "'none'");
    policy[directive] = [...new Set([...current, ...origins])];
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return (Object.entries(policy) as [Directive, string[]][]).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/**
 * A live code block compiles and runs the code a reader edits, in their browser: that is its purpose, and it
 * needs eval. Only pages that have one (marked by the `live-code-block` classes of src/theme/LiveCodeBlock)
 * get a policy with 'unsafe-eval'; every other page keeps the strict one.
 */
export function hasLiveCode(html: string): boolean {
  return /class="?[^">]*\blive-code-block/.test(html);
}

/** A page whose Content-Security-Policy differs from the site-wide one (site path, with the base URL). */
export interface PolicyOverride {
  path: string;
  csp: string;
}

/** Every security header the site sends, CSP included, in the order they are written. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), browsing-topics=()'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Content-hashed outputs (safe to cache for a year) under the base URL; everything else revalidates. */
export const IMMUTABLE_PATHS = ['assets/*'];

/** The static-host `_headers` file (Netlify, Cloudflare Pages and the project's own serve-build script). */
export function headersFile(csp: string, baseUrl = '/', overrides: readonly PolicyOverride[] = []): string {
  const lines = ['# Written by the security-headers plugin at build time; do not edit. See deploy/README.md.', `${baseUrl}*`];
  for (const [name, value] of securityHeaders(csp)) lines.push(`  ${name}: ${value}`);
  for (const pattern of IMMUTABLE_PATHS) {
    lines.push(`${baseUrl}${pattern}`, '  Cache-Control: public, max-age=31536000, immutable');
  }
  // "! Name" detaches the header set by the catch-all rule (Cloudflare Pages' syntax; scripts/serve-build.mts too).
  for (const override of overrides) lines.push(override.path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${override.csp}`);
  return `${lines.join('\n')}\n`;
}

const nginxString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The nginx include for every location that sets headers; the policy comes from the map of `nginxPolicyMap`. */
export function nginxInclude(csp: string): string {
  const lines = ['# Written by the security-headers plugin at build time; do not edit. See deploy/nginx/.'];
  for (const [name, value] of securityHeaders(csp)) {
    lines.push(`add_header ${name} ${name === 'Content-Security-Policy' ? '$tessera_csp' : nginxString(value)} always;`);
  }
  return `${lines.join('\n')}\n`;
}

/** The http-level map from a request's path (before or after try_files adds .html) to its policy. */
export function nginxPolicyMap(csp: string, overrides: readonly PolicyOverride[] = []): string {
  const lines = [
    '# Written by the security-headers plugin at build time; do not edit. See deploy/nginx/.',
    'map $uri $tessera_csp {',
    `    default ${nginxString(csp)};`,
  ];
  for (const override of overrides) {
    for (const key of [override.path, `${override.path}.html`, `${override.path}/index.html`])
      lines.push(`    ${nginxString(key)} ${nginxString(override.csp)};`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
