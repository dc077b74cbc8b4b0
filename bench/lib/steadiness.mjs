// How steadily this machine runs a thread: a busy loop in a child process reads the clock
// for a few seconds and adds up every gap between two reads longer than 1 ms. On an idle
// machine the gaps are the time the host took the CPU away (a virtual machine's steal,
// which the guest does not always report). Lighthouse multiplies observed task times, so a
// task that was stopped for 100 ms counts as 400-600 ms of blocking: the figure says how
// far a run's Total Blocking Time can be trusted.
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
process.stdout.write(JSON.stringify(gaps));
`;

/** Runs the loop for `seconds` in a fresh node process: share of time lost, longest stop. */
export function measureSteadiness(seconds = 3) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", LOOP, String(seconds * 1000)],
      { timeout: (seconds + 20) * 1000 },
      (error, stdout) => {
        if (error) return reject(error);
        const gaps = JSON.parse(stdout);
        const lostMs = gaps.reduce((sum, gap) => sum + gap, 0);
        resolve({
          seconds,
          lostShare: lostMs / (seconds * 1000),
          longestStopMs: gaps.length ? Math.max(...gaps) : 0,
          stops: gaps.length,
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
