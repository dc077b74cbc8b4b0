import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { inOwnTask } from "./own-task";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("inOwnTask", () => {
  test("runs the work after the current task, not in it", () => {
    const work = vi.fn();
    inOwnTask(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  test("its cleanup cancels work that has not run yet", () => {
    const work = vi.fn();
    const cancel = inOwnTask(work);
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
