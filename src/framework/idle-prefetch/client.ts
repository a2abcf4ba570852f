import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue} from './idleQueue';

type DocusaurusApi = Window['docusaurus'];

/**
 * The API Docusaurus assigns to `window.docusaurus` (before hydration; the object itself is frozen), with a
 * prefetch that runs when the browser is idle.
 */
function deferPrefetch(api: DocusaurusApi): DocusaurusApi {
  const queue = createIdleQueue<string>(
    (url) => void api.prefetch(url),
    (callback) => window.requestIdleCallback(callback, {timeout: 3000}),
  );
  return {
    ...api,
    prefetch: (url) => {
      queue.push(url);
      return false;
    },
  };
}

if (ExecutionEnvironment.canUseDOM && 'requestIdleCallback' in window) {
  let api: DocusaurusApi | undefined = window.docusaurus ? deferPrefetch(window.docusaurus) : undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusApi) {
      api = deferPrefetch(value);
    },
  });
}
