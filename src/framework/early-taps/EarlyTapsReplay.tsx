import {useEffect} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EARLY_TAPS_GLOBAL} from './earlyTaps';

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: () => Element[];
  }
}

/**
 * Clicks again the controls tapped before the page hydrated (src/framework/early-taps/earlyTaps.ts). It waits for the render that
 * follows hydration (`useIsBrowser`), so that controls see their browser state (a stored choice, a toggle that
 * was disabled on the server), and clicks in a task after it, outside React's commit.
 */
export default function EarlyTapsReplay(): null {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    const take = window[EARLY_TAPS_GLOBAL];
    if (!isBrowser || typeof take !== 'function') return;
    delete window[EARLY_TAPS_GLOBAL];
    const held = take();
    if (held.length === 0) return;
    // Once, and not cancelled by a cleanup: the taps have been taken from the page.
    setTimeout(() => {
      for (const control of held) if (control.isConnected && control instanceof HTMLElement) control.click();
    }, 0);
  }, [isBrowser]);
  return null;
}
