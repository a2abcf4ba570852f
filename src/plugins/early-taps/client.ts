import type {ClientModule} from '@docusaurus/types';
import {EARLY_TAPS_GLOBAL} from '../../lib/earlyTaps';

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: () => Element[];
  }
}

/**
 * Replays the taps that `EARLY_TAPS` held before hydration. The first `onRouteDidUpdate` comes in the layout effects
 * of the hydrating render; the taps are replayed in a task after it, once its effects have run.
 */
const earlyTaps: ClientModule = {
  onRouteDidUpdate() {
    const take = window[EARLY_TAPS_GLOBAL];
    if (!take) return;
    delete window[EARLY_TAPS_GLOBAL];
    const held = take();
    if (held.length === 0) return;
    setTimeout(() => {
      for (const control of held) if (control.isConnected && control instanceof HTMLElement) control.click();
    }, 0);
  },
};

export default earlyTaps;
