import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Click-to-zoom on documentation images (medium-zoom), attached again after each route update. */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'tessera-image-zoom',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
