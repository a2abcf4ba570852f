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
 * more than `reserveMs` left, and asks for another period while items remain. Work that arrives in bursts (one call
 * per link scrolled into view) then never forms one long task.
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  schedule: (callback: (deadline: IdleDeadlineLike) => void) => void,
  reserveMs = 4,
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
    do {
      run(queue.shift() as T);
    } while (queue.length > 0 && deadline.timeRemaining() > reserveMs);
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
