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

/** How long a click waits for a script that is still loading before opening the local provider instead. */
const HOSTED_WAIT_MS = 2000;

function current(): HostedWidget | null {
  const kapa = typeof window === 'undefined' ? undefined : window.Kapa;
  return kapa && typeof kapa.open === 'function' ? (kapa as HostedWidget) : null;
}

/** The widget's script tag, added by docusaurus.config.ts from src/lib/build/thirdParty.ts (it carries data-website-id). */
function scriptElement(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>('script[data-website-id]');
}

let settled: Promise<void> | null = null;

/**
 * Resolves once the widget's script has run or failed: its load or error event, or the window's load event (which
 * waits for every async script), whichever comes first; at once if the page has already loaded.
 */
function scriptSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const script = scriptElement();
    if (!script || document.readyState === 'complete') {
      resolve();
      return;
    }
    const done = (): void => resolve();
    script.addEventListener('load', done, {once: true});
    script.addEventListener('error', done, {once: true});
    window.addEventListener('load', done, {once: true});
  });
  return settled;
}

/** The hosted widget once its script has run; null when it failed to load or did not come within `timeoutMs`. */
export async function hostedWidget(timeoutMs = HOSTED_WAIT_MS): Promise<HostedWidget | null> {
  const now = current();
  if (now) return now;
  let timer: number | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, timeoutMs);
  });
  await Promise.race([scriptSettled(), timeout]);
  window.clearTimeout(timer);
  return current();
}
