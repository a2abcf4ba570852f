import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {EARLY_TAPS} from '../../lib/earlyTaps';

/** Taps on controls before the page has hydrated are held and replayed after it (src/lib/earlyTaps.ts). */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'tessera-early-taps',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_TAPS}]};
    },
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
  };
}
