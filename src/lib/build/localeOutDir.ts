import path from 'node:path';
import {withoutBaseUrl} from '../content/baseUrl';

/**
 * The folder of the whole site when Docusaurus builds one of its locales. Each locale is built on its own, into the
 * site's folder for the default locale and into a folder named by its base URL for the others (`build/ar/` for
 * `/ar/`), after the default: what a host reads from the site's root (its `_headers`) must cover every locale.
 *   siteOutDir('/site/build/ar', '/', '/ar/') -> '/site/build'; siteOutDir('/site/build', '/', '/') -> '/site/build'
 */
export function siteOutDir(outDir: string, siteBaseUrl: string, localeBaseUrl: string): string {
  const localePath = withoutBaseUrl(siteBaseUrl, localeBaseUrl).replace(/^\/+|\/+$/g, '');
  if (!localePath) return outDir;
  const up = localePath.split('/').map(() => '..');
  return path.resolve(outDir, ...up);
}
