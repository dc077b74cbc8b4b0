// Approximate Bitcoin monthly closes (USD), January 2013 – October 2025. Rounded public
// figures, good enough for illustrations; the pictures say "illustrative" and are not data.
const CLOSES = {
  2013: [20, 33, 93, 139, 129, 97, 106, 135, 133, 198, 1130, 754],
  2014: [800, 550, 458, 445, 628, 640, 585, 480, 387, 338, 378, 320],
  2015: [218, 254, 244, 236, 230, 263, 284, 230, 236, 314, 378, 430],
  2016: [369, 437, 416, 448, 531, 673, 624, 575, 609, 700, 742, 963],
  2017: [970, 1190, 1080, 1350, 2300, 2480, 2875, 4700, 4340, 6470, 10200, 13800],
  2018: [10200, 10300, 6900, 9240, 7500, 6400, 7730, 7030, 6630, 6370, 4040, 3740],
  2019: [3460, 3850, 4100, 5320, 8570, 10800, 10100, 9600, 8300, 9200, 7550, 7200],
  2020: [9350, 8600, 6440, 8650, 9450, 9140, 11350, 11650, 10780, 13800, 19700, 29000],
  2021: [33100, 45200, 58800, 57700, 37300, 35000, 41500, 47100, 43800, 61300, 57000, 46300],
  2022: [38500, 43200, 45500, 37700, 31800, 19900, 23300, 20000, 19400, 20500, 17200, 16550],
  2023: [23100, 23150, 28500, 29250, 27200, 30500, 29200, 26000, 27000, 34500, 37700, 42300],
  2024: [42600, 61200, 71300, 60600, 67500, 62700, 64600, 59000, 63300, 70200, 96400, 93400],
  2025: [102400, 84400, 82500, 94200, 104600, 107100, 115700, 108200, 114000, 109500],
};

/** [{ t: fractional year, close }] for every month end. */
export function monthlyCloses() {
  const out = [];
  for (const [year, closes] of Object.entries(CLOSES)) {
    closes.forEach((close, m) => out.push({ t: Number(year) + (m + 1) / 12, close }));
  }
  return out;
}

/** Log-interpolated close at fractional year t. */
export function closeAt(t) {
  const m = monthlyCloses();
  if (t <= m[0].t) return m[0].close;
  for (let i = 1; i < m.length; i++) {
    if (t <= m[i].t) {
      const a = m[i - 1];
      const b = m[i];
      const k = (t - a.t) / (b.t - a.t);
      return Math.exp(Math.log(a.close) + (Math.log(b.close) - Math.log(a.close)) * k);
    }
  }
  return m[m.length - 1].close;
}

/** Weekly OHLC candles between two fractional years, with seeded intra-week noise. */
export function weeklyCandles(from, to, rand) {
  const out = [];
  const step = 7 / 365.25;
  let prev = closeAt(from);
  for (let t = from + step; t <= to + 1e-9; t += step) {
    const base = closeAt(t);
    const close = base * Math.exp((rand() - 0.5) * 0.09);
    const open = prev;
    const high = Math.max(open, close) * Math.exp(rand() * 0.05);
    const low = Math.min(open, close) * Math.exp(-rand() * 0.05);
    out.push({ t, open, close, high, low });
    prev = close;
  }
  return out;
}
