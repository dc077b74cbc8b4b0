// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  performance:
    "The run of 2026-11-27 (commit 1e6285c) was on a machine where a first write to a fresh memory page took 13.8-17.8 µs (Setup, Page fault). Every page's score fell through Total Blocking Time; the other metrics still score 100 (first paint at about 0.9 s, LCP at most 1.31 s, Speed Index at most 1.53 s, CLS 0). " +
    "The static page without any script scored 100 and, with nothing but the site's response headers added, 98 (TBT 176 ms): Cross-Origin-Opener-Policy makes Chrome open the page in a fresh renderer, whose page faults fall into the tasks Lighthouse counts (docs/decisions/028-baseline-with-the-sites-headers.md). " +
    "The run of 2026-11-25 (commit f2748fc), whose static page measured 0 ms of blocking time at both slowdowns, had performance 100 on all 38 pages in the median run.",
  tbt:
    "Same machine as for performance: the static page with the site's headers and no script at all measured 176 ms at the default slowdown in this run. " +
    "On the run of 2026-11-25 (commit f2748fc), whose static page measured 0 ms, every page was within 50 ms at the default slowdown, highest 29 ms on /member/courses.",
  "tbt-cpu6":
    "On this run's machine the static page without any script measured 148 ms at slowdown 6, and with nothing but the site's response headers 1.05 s: the machine, not the pages, sets these figures (Setup, Page fault), and the budget cannot be judged on it. " +
    "On the run of 2026-11-25 (commit f2748fc), whose static page measured 0 ms at slowdown 6, 13 of 38 pages had a median over 50 ms at slowdown 6 (highest 180 ms on /de/member/courses; mean of all 114 runs 53.7 ms), " +
    "What was left then: the first layout of the first screen, the parser's first chunk, Chrome's navigation commit (20-46 ms observed for our pages, 10-14 ms for the static page) and hydration's first render with the router's start (8-14 ms observed). " +
    "Since then the illustrations and the icon are rasters (docs/decisions/027-pictures-and-icon-as-rasters.md) and pages load less script (029). " +
    "Next: one full run on a machine whose Page fault row is well under 1 µs; its static baseline with the site's headers also gives the owner the figure decision 028 needs to choose where Cross-Origin-Opener-Policy is sent.",
  memory:
    "This run was before docs/decisions/030-memory-under-load.md, which stops V8 from filling the old generation with a request's garbage; its figures are there. A full run after it is still to be made.",
};
