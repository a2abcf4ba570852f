/** The web app manifest and its icons (written by src/plugins/offline after the build). */

export const WEB_APP_ICON_SIZES = [192, 512] as const;
export const THEME_COLOR = '#4945ff';
const ICON_BACKGROUND = '#ffffff';

/** The logo centred on a white square with a safe margin, so that the same icon also works masked (round, squircle). */
export function webAppIconSvg(logoSvg: string, size: number): string {
  const inner = Math.round(size * 0.6);
  const offset = Math.round((size - inner) / 2);
  const logo = logoSvg.replace(/^<svg\b/, `<svg x="${offset}" y="${offset}" width="${inner}" height="${inner}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${ICON_BACKGROUND}"/>${logo}</svg>`;
}

export function webAppManifest(site: {name: string; description: string; baseUrl: string}) {
  return {
    name: site.name,
    short_name: site.name.replace(/ Docs$/, ''),
    description: site.description,
    start_url: site.baseUrl,
    scope: site.baseUrl,
    display: 'standalone',
    background_color: ICON_BACKGROUND,
    theme_color: THEME_COLOR,
    icons: [
      {src: `${site.baseUrl}img/favicon.svg`, sizes: 'any', type: 'image/svg+xml'},
      ...WEB_APP_ICON_SIZES.map((size) => ({
        src: `${site.baseUrl}img/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    ],
  };
}
