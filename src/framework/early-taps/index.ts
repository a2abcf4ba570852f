import type {Plugin} from '@docusaurus/types';
import {EARLY_TAPS} from './earlyTaps';

/**
 * Holds taps on controls from the moment a page's head is parsed until it has hydrated (src/framework/early-taps/earlyTaps.ts);
 * `EarlyTapsReplay`, mounted by src/theme/Root.tsx, replays them.
 */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'tessera-early-taps',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_TAPS}]};
    },
  };
}
