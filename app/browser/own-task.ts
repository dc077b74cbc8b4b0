/**
 * Runs `work` in a task of its own, after the current one; returns what cancels it, as an
 * effect's cleanup. For start-up work in an effect: React runs the effects of the whole
 * hydrated page in one task, and a few milliseconds there (the first touch of
 * localStorage, a cookie's write) made it long enough to block a slow phone
 * (docs/decisions/026-scripts-after-the-first-text.md).
 */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
