import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Resvg} from '@resvg/resvg-js';
import {WEB_APP_ICON_SIZES, webAppIconSvg, webAppManifest} from '../../lib/build/webApp';

/**
 * Offline reading, with @docusaurus/plugin-pwa (configured in docusaurus.config.ts: service worker, swCustom.js,
 * register.ts): after the build, writes the web app manifest and its PNG icons, drawn from static/img/logo.svg.
 */
export default function webAppManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-web-app-manifest',
    async postBuild({outDir}) {
      const logo = fs.readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      fs.mkdirSync(path.join(outDir, 'img/icons'), {recursive: true});
      for (const size of WEB_APP_ICON_SIZES) {
        const png = new Resvg(webAppIconSvg(logo, size), {fitTo: {mode: 'width', value: size}}).render().asPng();
        fs.writeFileSync(path.join(outDir, `img/icons/icon-${size}.png`), png);
      }
      const manifest = webAppManifest({
        name: context.siteConfig.title,
        description: context.siteConfig.tagline ?? '',
        baseUrl: context.baseUrl,
      });
      fs.writeFileSync(path.join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
    },
  };
}
