/**
 * Debian's Chromium, as the build (diagrams), the end-to-end tests and the bench launch it; CHROMIUM_PATH points at
 * another one. Without the background-networking switches it tries to reach Google's hosts at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
