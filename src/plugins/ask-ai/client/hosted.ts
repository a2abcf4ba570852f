/**
 * The hosted assistant (a kapa-style widget injected at build time when ASK_AI_WEBSITE_ID and
 * ASK_AI_PROJECT_NAME are set). Our buttons open its modal through its JavaScript API; when its script
 * did not load, they open the local provider instead.
 */

export interface HostedWidget {
  open(options?: {mode?: 'ai' | 'search'; query?: string; submit?: boolean}): void;
}

declare global {
  interface Window {
    Kapa?: Partial<HostedWidget> & ((...args: unknown[]) => void);
  }
}

/** How long a click waits for a script that is still loading before falling back to the local provider. */
export const HOSTED_WAIT_MS = 2000;

function current(): HostedWidget | null {
  const kapa = typeof window === 'undefined' ? undefined : window.Kapa;
  return kapa && typeof kapa.open === 'function' ? (kapa as HostedWidget) : null;
}

let failed = false;
let waiting: Promise<HostedWidget | null> | null = null;

/** The hosted widget once its script has run; null when it failed to load or did not come in time. */
export function hostedWidget(timeoutMs = HOSTED_WAIT_MS): Promise<HostedWidget | null> {
  const now = current();
  if (now) return Promise.resolve(now);
  if (failed) return Promise.resolve(null);
  waiting ??= new Promise((resolve) => {
    const started = Date.now();
    const poll = (): void => {
      const widget = current();
      if (widget) {
        waiting = null;
        resolve(widget);
      } else if (Date.now() - started >= timeoutMs && document.readyState === 'complete') {
        failed = true;
        waiting = null;
        resolve(null);
      } else {
        window.setTimeout(poll, 50);
      }
    };
    poll();
  });
  return waiting;
}
