// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  performance: [
    "Every page is within one point of the budget; the pages that miss it vary between runs (93-95 on /algos, /de/algos and / across runs; 33 of 34 pages met it in the median of the last full run).",
    "Measured cause: the about 110 KB (brotli) of React 19 and React Router that every page loads are requested while the page is still being painted, and Lighthouse's simulated slow phone counts them before the first paint.",
    "Experiment: the same /algos HTML without its scripts scores 100 (FCP 1.16 s) against 92-95 (FCP 2.4-2.5 s) with them.",
    "Already done: CSS inlined (no render-blocking request), web font cut from 48 to 23 KB and not preloaded, zod out of the browser bundle, images sized and lazy.",
    "Remaining fix: request the hydration scripts only after the first paint (React Router emits the module preloads itself, so this needs a change to how the page's scripts are emitted) or ship less framework JavaScript on the static pages.",
  ].join(" "),
};
