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

/**
 * plugin-pwa's registration (registerSw.js) logs "registerSW failed" as a console error on every page when the
 * browser refuses the service worker: register() rejects (storage blocked, an insecure context, a policy) or
 * resolves without a registration (a browser or test tool that blocks service workers), and Workbox then reads
 * `.waiting` of nothing. Its one call to register() goes through this guard instead: a registration passes
 * unchanged; a refusal logs one warning (none when nothing was returned: whoever blocked it has said so) and never
 * settles, so the registration code stops there and the site works as it does without offline reading.
 */
function guardNextRegistration(container: ServiceWorkerContainer): void {
  const register = container.register;
  const own = Object.getOwnPropertyDescriptor(container, 'register');
  const restore = () => {
    if (own) Object.defineProperty(container, 'register', own);
    else delete (container as Partial<ServiceWorkerContainer>).register;
  };
  const guarded: ServiceWorkerContainer['register'] = (scriptURL, options) => {
    restore();
    return Promise.resolve()
      .then(() => register.call(container, scriptURL, options))
      .then(
        (registration: ServiceWorkerRegistration | undefined) => registration ?? new Promise<never>(() => undefined),
        (error: unknown) => {
          console.warn(`Offline reading is off: this browser did not register the service worker (${String(error)}).`);
          return new Promise<never>(() => undefined);
        },
      );
  };
  Object.defineProperty(container, 'register', {value: guarded, configurable: true, writable: true});
}

// `navigator.serviceWorker` is undefined in some browsers that still name it (private modes), not only absent.
if (ExecutionEnvironment.canUseDOM && navigator.serviceWorker) {
  const container = navigator.serviceWorker;
  const start = () =>
    whenIdle(() => {
      guardNextRegistration(container);
      void import('@docusaurus/plugin-pwa/lib/registerSw.js');
    });
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
