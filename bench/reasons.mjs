// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {
  performance:
    "The run of 2026-11-27 (commit 1e6285c) was on a machine where a first write to a fresh memory page took 13.8-17.8 µs (Setup, Page fault). Every page's score fell through Total Blocking Time; the other metrics still score 100 (first paint at about 0.9 s, LCP at most 1.31 s, Speed Index at most 1.53 s, CLS 0). " +
    "The static page without any script scored 100 and, with nothing but the site's response headers added, 98 (TBT 176 ms): Cross-Origin-Opener-Policy makes Chrome open the page in a fresh renderer, whose page faults fall into the tasks Lighthouse counts (docs/decisions/028-baseline-with-the-sites-headers.md). " +
    "The run of 2026-11-25 (commit f2748fc), whose static page measured 0 ms of blocking time at both slowdowns, had performance 100 on all 38 pages in the median run.",
  tbt: "Judged since 2026-11-27 against the static page with the site's headers in the same pass (DESIGN.md). A run of 4 pages that day (BENCH_ONLY, 21:00 UTC): that page measured 0 ms, /de/member/account 75 ms (its three runs: 9, 75 and 204 ms), the other three 10-28 ms. Its longest tasks are the document's: the evaluation of the page's modules before hydration (about 62 ms at slowdown 4 in a trace, the same in English) and style and layout (up to 38 ms, somewhat longer in German). Next: split what the account page evaluates before it hydrates.",
  "tbt-cpu6":
    "A run of 4 pages on 2026-11-27 (BENCH_ONLY, 21:00 UTC): at slowdown 6 the static page with nothing but the site's response headers measured 99 ms (its runs: 8, 111 and 99 ms; Cross-Origin-Opener-Policy's fresh renderer, decision 028), so pages may block up to 149 ms. /pricing measured 56 ms, /de/pricing 152 ms, /member/account 153 ms and /de/member/account 423 ms; the same page ranged from 28 to 146 ms between runs.",
};
