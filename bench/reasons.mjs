// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  performance:
    "The run of 2026-11-27 (commit 1e6285c) was on a machine where a first write to a fresh memory page took 13.8-17.8 µs (Setup, Page fault). Every page's score fell through Total Blocking Time; the other metrics still score 100 (first paint at about 0.9 s, LCP at most 1.31 s, Speed Index at most 1.53 s, CLS 0). " +
    "The static page without any script scored 100 and, with nothing but the site's response headers added, 98 (TBT 176 ms): Cross-Origin-Opener-Policy makes Chrome open the page in a fresh renderer, whose page faults fall into the tasks Lighthouse counts (docs/decisions/028-baseline-with-the-sites-headers.md). " +
    "The run of 2026-11-25 (commit f2748fc), whose static page measured 0 ms of blocking time at both slowdowns, had performance 100 on all 38 pages in the median run.",
  tbt: "The run of 2026-11-27 (commit 3e72bb1, page faults 2.0 µs): the static page with the site's headers and no script measured 23 ms at the default slowdown. 36 of 38 pages were within 50 ms; over it only /de/member/account (78 ms) and the German lesson (52 ms), both signed in. Next: what the German account page does in its first task that the English one (9 ms) does not.",
  "tbt-cpu6":
    "The run of 2026-11-27 (commit 3e72bb1, page faults 2.0 µs): at slowdown 6 the static page with nothing but the site's response headers measured 63 ms, above the budget with no script at all (Cross-Origin-Opener-Policy's fresh renderer, decision 028), so the budget cannot be met as written on this machine. 4 of 38 pages were within 50 ms; the median page measured about 89 ms, highest /de/pricing 368 ms and /de/member/account 341 ms.",
  memory:
    "After docs/decisions/030-memory-under-load.md: idle 161 MB, peak 371 MB over all load targets. Measured one target at a time the same day: the kept home page peaks at 238 MB, /api/search at 258 MB, and the search page's loader data (/de/search.data, React Router rendering under 50 connections, a comparison target only JavaScript-less visitors reach) at 352 MB: that target sets the peak. Next: limit how many page renders run at once, or leave the comparison target out of the memory figure.",
};
