// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  "tbt-cpu6":
    "On the run of 2026-11-25 (commit f2748fc), 13 of 38 pages had a median over 50 ms, /de/member/courses highest (runs 57, 205, 180 ms); 8 of the 13 were under 50 ms in the run before, and 7 of that run's 12 are under it now. " +
    "The mean over all 114 runs is 53.7 ms, against 58.6 ms over the previous run's runs that painted as early (docs/decisions/026-scripts-after-the-first-text.md): every run now paints first at about 0.9 s, so every task after that counts. " +
    "On this 2-core machine a task's wall time is 2-4 times its CPU time, and Lighthouse multiplies the wall time (by 6, layout by 3): the first layout of /de/results is 7 ms of CPU and 15-50 ms observed, Chrome's navigation commit 20-46 ms observed (10-14 ms for the static page). " +
    "What still counts is that first layout of the first screen, the parser's first chunk, the commit and hydration's first render with the router's start (8-14 ms observed). " +
    "Since then the course and tool illustrations, the review widget and the icon are rasters (docs/decisions/027-pictures-and-icon-as-rasters.md: an SVG image is a document of its own, 8-14 ms observed per picture or icon); left to try: the first screen's layout.",
};
