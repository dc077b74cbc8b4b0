import { describe, expect, test } from "vitest";
import { createHashQueue, HashQueueFullError } from "./hash-queue";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("hash queue", () => {
  test("runs at most `concurrency` tasks at once and refuses work beyond the queue", async () => {
    const queue = createHashQueue({ concurrency: 2, maxQueued: 1 });
    let running = 0;
    let most = 0;
    const gates = [deferred(), deferred(), deferred()];
    const tasks = gates.map((gate) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
      }),
    );
    await expect(queue.run(async () => {})).rejects.toBeInstanceOf(HashQueueFullError);
    for (const gate of gates) gate.resolve();
    await Promise.all(tasks);
    expect(most).toBe(2);
    await expect(queue.run(async () => "free again")).resolves.toBe("free again");
  });

  test("frees the slot of a task that fails", async () => {
    const queue = createHashQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
