// How steadily this machine runs a thread: a busy loop in a child process reads the clock
// for a few seconds and adds up every gap between two reads longer than 1 ms. On an idle
// machine the gaps are the time the host took the CPU away (a virtual machine's steal,
// which the guest does not always report). Lighthouse multiplies observed task times, so a
// task that was stopped for 100 ms counts as 400-600 ms of blocking: the figure says how
// far a run's Total Blocking Time can be trusted.
//
// The same process then writes one byte into each 4 KiB page of fresh memory: the time a
// page fault costs. The busy loop cannot see it, yet Chrome's renderer processes take
// about 30,000 page faults to open one page (27,000-44,000 counted for the static
// baseline and our pages alike), all of them inside the tasks Lighthouse multiplies.
import { execFile } from "node:child_process";

const LOOP = `
const gaps = [];
let last = performance.now();
const end = last + Number(process.argv[1]);
for (;;) {
  const now = performance.now();
  if (now - last > 1) gaps.push(now - last);
  last = now;
  if (now >= end) break;
}
const PAGE = 4096;
const memory = new Uint8Array(64 * 1024 * 1024);
const start = performance.now();
for (let i = 0; i < memory.length; i += PAGE) memory[i] = 1;
const faultMicros = ((performance.now() - start) * 1000) / (memory.length / PAGE);
process.stdout.write(JSON.stringify({ gaps, faultMicros }));
`;

/**
 * Runs the loop for `seconds` in a fresh node process: share of time lost, longest stop;
 * then the microseconds a first write to a page of fresh memory takes.
 */
export function measureSteadiness(seconds = 3) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", LOOP, String(seconds * 1000)],
      { timeout: (seconds + 20) * 1000 },
      (error, stdout) => {
        if (error) return reject(error);
        const { gaps, faultMicros } = JSON.parse(stdout);
        const lostMs = gaps.reduce((sum, gap) => sum + gap, 0);
        resolve({
          seconds,
          lostShare: lostMs / (seconds * 1000),
          longestStopMs: gaps.length ? Math.max(...gaps) : 0,
          stops: gaps.length,
          faultMicros,
        });
      },
    );
  });
}

/** "lost 1 % of 3 s, longest stop 4 ms" */
export function describeSteadiness(result) {
  if (!result) return "not measured";
  const percent = Math.round(result.lostShare * 1000) / 10;
  return `lost ${percent} % of ${result.seconds} s, longest stop ${Math.round(result.longestStopMs)} ms`;
}

/** "a page fault 14.3 µs" (runs from before this measure existed have none). */
export function describePageFaults(result) {
  return result?.faultMicros === undefined ? "not measured" : `${result.faultMicros.toFixed(1)} µs`;
}
