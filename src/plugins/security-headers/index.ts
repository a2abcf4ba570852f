import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {siteSettingsOf} from '../../lib/settings';
import {baseUrlPrefix} from '../../lib/baseUrl';
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
} from '../../lib/securityHeaders';

export const HEADERS_FILE = '_headers';
export const NGINX_INCLUDE = '_nginx-security-headers.conf';
export const NGINX_MAP = '_nginx-csp-map.conf';
const NAME = 'tessera-security-headers';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Docusaurus starts every plugin's postBuild at once. This plugin is listed first among the site's plugins, so
 * when its own postBuild starts, the later plugins' have not been called yet: it wraps them and waits for them,
 * so that it hashes the HTML they write too. A plugin with a postBuild listed before it (other than Docusaurus'
 * own, which write no HTML) is a configuration error.
 */
function waitForLaterPlugins(plugins: Props['plugins']): () => Promise<unknown> {
  const self = plugins.findIndex((plugin) => plugin.name === NAME);
  const before = plugins.slice(0, self).filter((plugin) => plugin.postBuild && !plugin.name.startsWith('docusaurus-'));
  if (before.length > 0) {
    throw new Error(`${NAME} must come before ${before.map((plugin) => plugin.name).join(', ')} in the plugins of docusaurus.config.ts.`);
  }
  const running: Promise<unknown>[] = [];
  for (const plugin of plugins.slice(self + 1)) {
    const original = plugin.postBuild;
    if (!original) continue;
    plugin.postBuild = (props) => {
      const promise = Promise.resolve(original.call(plugin, props));
      running.push(promise);
      return promise;
    };
  }
  // Docusaurus calls every postBuild synchronously in one loop: one tick later, all of them have started.
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.allSettled(running);
  };
}

/**
 * After the build (and after every other plugin that writes HTML), hashes every inline script of every HTML
 * file and writes the site's security headers: `_headers` for static hosts and CDNs, and an nginx include.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    async postBuild({outDir, plugins}) {
      const othersDone = waitForLaterPlugins(plugins);
      await othersDone();
      const hashes = new Set<string>();
      const handlers = new Set<string>();
      const livePages: string[] = [];
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (hasLiveCode(html)) livePages.push(`/${path.relative(outDir, file).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/');
        for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
        for (const handler of inlineEventHandlers(html)) handlers.add(`${path.relative(outDir, file)} (${handler})`);
      }
      if (handlers.size > 0) {
        console.warn(`[${NAME}] inline event handlers are blocked by the Content-Security-Policy: ${[...handlers].slice(0, 5).join(', ')}`);
      }
      const settings = siteSettingsOf(context.siteConfig);
      const hosted = hostedSources(settings);
      const csp = serializePolicy(buildPolicy(hashes, hosted));
      const liveCsp = serializePolicy(buildPolicy(hashes, hosted, {allowEval: true}));
      const base = baseUrlPrefix(context.baseUrl);
      const overrides: PolicyOverride[] = livePages.sort().map((page) => ({path: `${base}${page}`, csp: liveCsp}));
      fs.writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(csp, context.baseUrl, overrides));
      fs.writeFileSync(path.join(outDir, NGINX_INCLUDE), nginxInclude(csp));
      fs.writeFileSync(path.join(outDir, NGINX_MAP), nginxPolicyMap(csp, overrides));
    },
  };
}
