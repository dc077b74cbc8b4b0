/** A clock the tests move by hand, for expiry and lockout windows. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
