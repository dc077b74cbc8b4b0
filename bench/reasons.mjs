// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  "tbt-cpu6":
    "On the run of 2026-11-25 (commit 93a6e26), 12 of 38 pages had a median of 52–81 ms, and /algos 146 ms (its runs: 46, 209, 146 ms). " +
    "The three runs of one page spread further than the gap to the budget (/de/results: 21, 0, 121 ms), so the figure is as much this machine's jitter as the page. " +
    "What blocks is the hydration of the page, one task on the main thread (docs/decisions/012, 023, 024 took out what else ran then). " +
    "Left to try: hydrating the sections below the fold later (Suspense boundaries), and fewer elements on the long legal pages.",
};
