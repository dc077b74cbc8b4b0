/**
 * A bounded queue in front of password hashing: at most `concurrency` hashes run at once
 * (each on libuv's thread pool, off the event loop) and at most `maxQueued` wait. Beyond
 * that the caller is told at once that the server is busy (503) instead of piling up work.
 */
export class HashQueueFullError extends Error {
  constructor() {
    super("The password hashing queue is full");
    this.name = "HashQueueFullError";
  }
}

export interface HashQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createHashQueue({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running++;
      } else {
        if (waiting.length >= maxQueued) throw new HashQueueFullError();
        // The slot is handed over by release() without decrementing `running`.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
