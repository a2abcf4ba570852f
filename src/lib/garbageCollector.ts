import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Full garbage collections for build steps whose memory V8 would otherwise keep committed at the build's peak
 * (issue 14; see src/plugins/social-cards and src/plugins/search). Node exposes `gc` only
 * with --expose-gc; setting the flag at run time and reading `gc` from a new context is the way jest's leak detector
 * does it.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** A full collection followed by a turn of the event loop: native buffers (resvg's) are freed in finalizers that run after it. */
export async function collectGarbageAndFinalizers(): Promise<void> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
}
