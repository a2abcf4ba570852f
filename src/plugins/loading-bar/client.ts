import nprogress from 'nprogress';
import {LOADING_BAR} from '../../lib/content/constants';

// The classic theme decides when the bar starts (its own delay after a path change); these are the bar's own settings.
nprogress.configure({
  showSpinner: false,
  minimum: LOADING_BAR.minimum,
  speed: LOADING_BAR.speedMs,
  trickleSpeed: LOADING_BAR.trickleSpeedMs,
  // nprogress 0.2 reads `trickleRate`; the typings only know the newer names.
  ...({trickleRate: LOADING_BAR.trickleRate} as object),
});

export {};
