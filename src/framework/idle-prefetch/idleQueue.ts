/** What a `requestIdleCallback` callback receives (the part the queue reads). */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export interface IdleQueue<T> {
  push(item: T): void;
  readonly size: number;
}

/**
 * Runs queued items while the browser is idle: at least one item per idle period, then more while the period has
 * more than `reserveMs` left and the items of this period have taken less than `budgetMs`. Work that arrives in
 * bursts (one call per link scrolled into view) then never forms one long task: a phone four times slower, as
 * Lighthouse's mobile figures assume, turns a 5 ms task into 20 ms, where a whole 50 ms idle period would be 200 ms
 * of blocking time.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: (callback: (deadline: IdleDeadlineLike) => void) => void,
  {reserveMs = 4, budgetMs = 5}: {reserveMs?: number; budgetMs?: number} = {},
): IdleQueue<T> {
  const queue: T[] = [];
  let scheduled = false;
  const arm = (): void => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    schedule(drain);
  };
  const drain = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    const start = deadline.timeRemaining();
    for (;;) {
      run(queue.shift() as T);
      if (queue.length === 0) break;
      const left = deadline.timeRemaining();
      if (left <= reserveMs || start - left >= budgetMs) break;
    }
    arm();
  };
  return {
    push(item) {
      queue.push(item);
      arm();
    },
    get size() {
      return queue.length;
    },
  };
}
