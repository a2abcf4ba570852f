import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteSettings} from '../../settings';
import {baseUrlPrefix} from '../../lib/content/baseUrl';
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
  type PolicyOverride,
  serializePolicy,
} from '../../lib/build/securityHeaders';
import {htmlFiles} from '../../lib/build/htmlFiles';
import {siteOutDir} from '../../lib/build/localeOutDir';

export const HEADERS_FILE = '_headers';
export const NGINX_INCLUDE = '_nginx-security-headers.conf';
export const NGINX_MAP = '_nginx-csp-map.conf';
const NAME = 'tessera-security-headers';

/**
 * After the build, hashes every inline script of every HTML file (all written by static site generation, which
 * ends before any postBuild starts) and writes the site's security headers: `_headers` for static hosts and CDNs,
 * and an nginx include. A plugin that wrote HTML in its own postBuild would race with this one:
 * tests/build/securityHeaders.test.ts fails when an inline script of the final build is not in the policy.
 * `settings` are the build's (hosted services, analytics), which the browser never gets.
 * A site with several locales: each locale's build writes the files of its own pages into its folder (`build/ar/`, for
 * a host that serves that locale alone), and the files of the site's root again, over every locale built so far (the
 * default one is built first), since a host applies only the root's `_headers` to the whole site.
 */
export default function securityHeadersPlugin(settings: SiteSettings): (context: LoadContext) => Plugin {
  return (context) => ({
    name: NAME,
    async postBuild({outDir}) {
      writeHeaders(outDir, context.baseUrl, settings);
      const root = siteOutDir(outDir, settings.baseUrl, context.baseUrl);
      if (root !== outDir) writeHeaders(root, settings.baseUrl, settings);
    },
  });
}

/** Hashes the inline scripts of every HTML file under `outDir`, served under `baseUrl`, and writes the headers files there. */
function writeHeaders(outDir: string, baseUrl: string, settings: SiteSettings): void {
  const hashes = new Set<string>();
  const handlers = new Set<string>();
  const livePages: string[] = [];
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (hasLiveCode(html))
      livePages.push(`/${path.relative(outDir, file).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/');
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    for (const handler of inlineEventHandlers(html)) handlers.add(`${path.relative(outDir, file)} (${handler})`);
  }
  if (handlers.size > 0) {
    console.warn(`[${NAME}] inline event handlers are blocked by the Content-Security-Policy: ${[...handlers].slice(0, 5).join(', ')}`);
  }
  const hosted = hostedSources(settings);
  const csp = serializePolicy(buildPolicy(hashes, hosted));
  const liveCsp = serializePolicy(buildPolicy(hashes, hosted, {allowEval: true}));
  const base = baseUrlPrefix(baseUrl);
  const overrides: PolicyOverride[] = livePages.sort().map((page) => ({path: `${base}${page}`, csp: liveCsp}));
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(csp, baseUrl, overrides));
  fs.writeFileSync(path.join(outDir, NGINX_INCLUDE), nginxInclude(csp));
  fs.writeFileSync(path.join(outDir, NGINX_MAP), nginxPolicyMap(csp, overrides));
}
