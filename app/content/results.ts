/**
 * The 18-month bear market of the results page: month-end values of the back-tested
 * long/short strategy and of Bitcoin bought and held, both indexed to 100 at the start.
 * Bitcoin's values follow its month-end closes (57,000 USD in November 2021 to 27,200 USD
 * in May 2023).
 */
export interface ResultPoint {
  /** YYYY-MM */
  month: string;
  strategy: number;
  bitcoin: number;
}

export const BEAR_MARKET_RESULTS: ResultPoint[] = [
  { month: "2021-11", strategy: 100, bitcoin: 100 },
  { month: "2021-12", strategy: 118, bitcoin: 81 },
  { month: "2022-01", strategy: 141, bitcoin: 67 },
  { month: "2022-02", strategy: 139, bitcoin: 76 },
  { month: "2022-03", strategy: 146, bitcoin: 80 },
  { month: "2022-04", strategy: 171, bitcoin: 66 },
  { month: "2022-05", strategy: 205, bitcoin: 56 },
  { month: "2022-06", strategy: 262, bitcoin: 35 },
  { month: "2022-07", strategy: 248, bitcoin: 41 },
  { month: "2022-08", strategy: 281, bitcoin: 35 },
  { month: "2022-09", strategy: 297, bitcoin: 34 },
  { month: "2022-10", strategy: 290, bitcoin: 36 },
  { month: "2022-11", strategy: 338, bitcoin: 30 },
  { month: "2022-12", strategy: 345, bitcoin: 29 },
  { month: "2023-01", strategy: 322, bitcoin: 41 },
  { month: "2023-02", strategy: 331, bitcoin: 41 },
  { month: "2023-03", strategy: 372, bitcoin: 50 },
  { month: "2023-04", strategy: 398, bitcoin: 51 },
  { month: "2023-05", strategy: 425, bitcoin: 48 },
];
