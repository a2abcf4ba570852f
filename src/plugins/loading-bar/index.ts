import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Sets the navigation loading bar (nprogress, started by the classic theme after 200 ms) to the specification's constants. */
export default function loadingBarPlugin(): Plugin {
  return {
    name: 'tessera-loading-bar',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
