import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileOf} from './support';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from '../../src/lib/content/socialCards';
import {WEB_APP_ICON_SIZES} from '../../src/lib/build/webApp';

/** Social cards, the web app manifest and the service worker in the production build (run after `npm run build`). */
const BUILD = path.resolve(__dirname, '../../build');

function pngSize(file: string): [number, number] {
  const png = fs.readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const docRoutes = fs
  .readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8')
  .match(/<loc>[^<]+<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname)
  .filter((route) => /^\/(user-docs|dev-docs|cloud)\//.test(route));

describe('social cards', () => {
  it('every doc page names one card of its own, and the card exists at 1200×630', () => {
    expect(docRoutes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of docRoutes) {
      const html = fs.readFileSync(htmlFileOf(BUILD, route)!, 'utf8');
      const images = [...html.matchAll(/<meta[^>]*property="?og:image"?\s+content="?([^\s">]+)/g)].map((match) => match[1]!);
      const twitter = /<meta[^>]*name="?twitter:image"?\s+content="?([^\s">]+)/.exec(html)?.[1];
      if (images.length !== 1 || twitter !== images[0]) {
        problems.push(`${route}: og:image ${images.join(', ')}; twitter:image ${twitter}`);
        continue;
      }
      const file = path.join(BUILD, new URL(images[0]!).pathname);
      if (!fs.existsSync(file)) problems.push(`${route}: ${file} is missing`);
    }
    expect(problems).toEqual([]);
    const sample = path.join(BUILD, 'img/og', `${docRoutes[0]!.slice(1)}.png`);
    expect(pngSize(sample)).toEqual([SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT]);
  });
});

describe('offline reading', () => {
  it('writes the web app manifest, its icons and a service worker that precaches nothing', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'manifest.webmanifest'), 'utf8')) as {icons: {src: string; sizes: string}[]};
    for (const size of WEB_APP_ICON_SIZES) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
      expect(icon, `${size}px icon`).toBeDefined();
      expect(pngSize(path.join(BUILD, icon!.src))).toEqual([size, size]);
    }
    const sw = fs.readFileSync(path.join(BUILD, 'sw.js'), 'utf8');
    // The precache list injected by workbox is empty: pages are kept as the reader visits them.
    expect(sw).not.toMatch(/"revision":/);
  });
});
