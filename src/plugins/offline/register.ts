// Registers the service worker of @docusaurus/plugin-pwa (option swRegister) only once the page has loaded and the
// browser is idle, so that it never competes with the first visit; the registration code is a separate chunk.
// It also saves the HTML of pages reached by in-app navigation, which the service worker never sees as a navigation.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {PAGES_CACHE} from './cacheNames';

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, {timeout: 5000});
  else setTimeout(task, 1000);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const start = () => whenIdle(() => void import('@docusaurus/plugin-pwa/lib/registerSw.js'));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  if (!previousLocation || location.pathname === previousLocation.pathname) return;
  if (!navigator.serviceWorker?.controller || !('caches' in window)) return;
  const url = new URL(location.pathname, window.location.origin).href;
  whenIdle(() => {
    caches
      .open(PAGES_CACHE)
      .then(async (cache) => ((await cache.match(url)) ? undefined : cache.add(url)))
      .catch(() => undefined);
  });
};
