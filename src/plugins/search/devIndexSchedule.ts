/**
 * When the dev index process (scripts/dev-search-index.mts) writes the index again after a change: once the dev server
 * says it has rebuilt (`compiled()`, after each of its compilations), so that the writer's page updates before the
 * index takes the CPU; or `fallbackMs` after the last change if no rebuild follows (a change the bundler ignores).
 * Without a rebuild signal (`waitForRebuild: false`), shortly after the last change.
 */
export interface DevIndexSchedule {
  /** A page's source or the list of pages changed. */
  changed(): void;
  /** The dev server finished a compilation. */
  compiled(): void;
}

export const DEV_INDEX_FALLBACK_MS = 3000;
const DEBOUNCE_MS = 200;

export function devIndexSchedule(
  write: () => void,
  {waitForRebuild, fallbackMs = DEV_INDEX_FALLBACK_MS}: {waitForRebuild: boolean; fallbackMs?: number},
): DevIndexSchedule {
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (!pending) return;
    pending = false;
    clearTimeout(timer);
    write();
  };
  return {
    changed() {
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(flush, waitForRebuild ? fallbackMs : DEBOUNCE_MS);
    },
    compiled: flush,
  };
}
