import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Link prefetching in idle time. Docusaurus prefetches the chunks of every internal link that scrolls into view (each
 * prefetch matches the link against the route table, a lookup since ../route-match, and adds a `<link>` per chunk),
 * and a doc page shows a hundred links at once (sidebar, content, footer), so the first paint would be followed by one
 * long task of prefetching. The client module hands each prefetch to an idle-time queue; preloading on hover or touch
 * stays immediate. Measured: src/framework/README.md.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'tessera-idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
