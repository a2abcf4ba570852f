/* global self */
// Runtime caching for offline reading, run inside the service worker of @docusaurus/plugin-pwa (option swCustom).
// Only same-origin GET requests are cached; another origin (hosted DocSearch, Ask AI) always goes to the network.
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';

import {DATA_CACHE, IMMUTABLE_CACHE, PAGES_CACHE} from './cacheNames';

const okOnly = () => new CacheableResponsePlugin({statuses: [200]});

export default function swCustom() {
  const sameOrigin = (url) => url.origin === self.location.origin;

  // Pages the reader visited: network first, so that a new deploy shows at once; the saved copy when offline.
  registerRoute(
    ({request, url}) => request.mode === 'navigate' && sameOrigin(url),
    new NetworkFirst({cacheName: PAGES_CACHE, networkTimeoutSeconds: 5, plugins: [okOnly(), new ExpirationPlugin({maxEntries: 200})]}),
  );

  // Content-hashed files never change under the same name: scripts, styles and the search index shards.
  registerRoute(
    ({request, url}) =>
      request.method === 'GET' &&
      sameOrigin(url) &&
      (/\/assets\//.test(url.pathname) || /\/search-index\/[^/]+\.[0-9a-f]{8,}\.json$/.test(url.pathname)),
    new CacheFirst({cacheName: IMMUTABLE_CACHE, plugins: [okOnly(), new ExpirationPlugin({maxEntries: 400, purgeOnQuotaError: true})]}),
  );

  // Everything else of the site (the search index manifest, the Ask AI index, images, the web app manifest): fresh when online.
  registerRoute(
    ({request, url}) => request.method === 'GET' && sameOrigin(url),
    new NetworkFirst({
      cacheName: DATA_CACHE,
      networkTimeoutSeconds: 5,
      plugins: [okOnly(), new ExpirationPlugin({maxEntries: 200, purgeOnQuotaError: true})],
    }),
  );
}
