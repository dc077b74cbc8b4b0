// Draws the sources of the rasters made by scripts/build-images.mjs: course covers, Algo
// Insights charts, the review widget, og-image and apple-touch-icon. Compact output: no
// editor metadata, rounded coordinates, one path per colour.
// Run: node assets-src/draw/site-svgs.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BRAND, candleData, fmt, rng, smooth, t } from "./kit.mjs";
import { closeAt, monthlyCloses, weeklyCandles } from "./market-data.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FONT = BRAND.font;

function write(rel, content) {
  const file = ROOT + rel;
  mkdirSync(file.slice(0, file.lastIndexOf("/")), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${rel} (${Buffer.byteLength(content)} bytes)`);
}

const svg = (w, h, defs, body, extra = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${extra}>` +
  (defs ? `<defs>${defs}</defs>` : "") +
  body +
  "</svg>\n";

const P = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const S = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra ? " " + extra : ""}/>`;
/** Rounds the numbers inside path data to whole pixels (small covers only). */
const roundPaths = (markup) =>
  markup.replace(/ d="([^"]+)"/g, (_, d) => ` d="${d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))))}"`);
const pts = (points, decimals = 1) => "M" + points.map(([x, y]) => `${fmt(x, decimals)} ${fmt(y, decimals)}`).join("L");
const T = (x, y, size, fill, content, extra = "") =>
  t`<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra ? " " + extra : ""}>${content}</text>`;

/** The logo mark at (x, y) with size s. */
const mark = (x, y, s, bg = BRAND.accent, fg = BRAND.bg) =>
  `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(s / 32, 3)})"><rect width="32" height="32" rx="9" fill="${bg}"/><path d="M7 21.5l5.5-5.5 4 3.5L25 10.5" fill="none" stroke="${fg}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="10.5" r="2.2" fill="${fg}"/></g>`;

// Risk colour scale of the heat map: blue (low) - teal - yellow - orange - red (high).
const RISK_STOPS = [
  [0, "#2563eb"],
  [0.25, "#14b8a6"],
  [0.5, "#facc15"],
  [0.75, "#f97316"],
  [1, "#ef4444"],
];
function riskColor(v) {
  for (let i = 1; i < RISK_STOPS.length; i++) {
    const [o1, c1] = RISK_STOPS[i - 1];
    const [o2, c2] = RISK_STOPS[i];
    if (v <= o2) {
      const k = (v - o1) / (o2 - o1);
      const a = [1, 3, 5].map((j) => parseInt(c1.slice(j, j + 2), 16));
      const b = [1, 3, 5].map((j) => parseInt(c2.slice(j, j + 2), 16));
      return (
        "#" +
        a
          .map((x, j) =>
            Math.round(x + (b[j] - x) * k)
              .toString(16)
              .padStart(2, "0"),
          )
          .join("")
      );
    }
  }
  return RISK_STOPS[RISK_STOPS.length - 1][1];
}
const riskGradient = (id, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="${vertical ? 1 : 0}" x2="${vertical ? 0 : 1}" y2="0">` +
  RISK_STOPS.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("") +
  "</linearGradient>";

/** Risk score 0..1 per month from the deviation of log price from a power-law trend. */
function riskSeries() {
  const genesis = 2009.0;
  const months = monthlyCloses();
  const xs = months.map((m) => Math.log10((m.t - genesis) * 365.25));
  const ys = months.map((m) => Math.log10(m.close));
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b) / n;
  const my = ys.reduce((a, b) => a + b) / n;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i] - my);
    den += (x - mx) ** 2;
  });
  const slope = num / den;
  const icpt = my - slope * mx;
  return (t0) => {
    const dev = Math.log10(closeAt(t0)) - (icpt + slope * Math.log10((t0 - genesis) * 365.25));
    // Deviation of about -0.45 is the floor of past cycles, +0.75 the tops.
    return Math.max(0, Math.min(1, (dev + 0.42) / 1.05));
  };
}

// ---------------------------------------------------------------- course covers (640x360)

function coverFrame(glow = [0.72, 0.3], extraDefs = "") {
  const defs =
    '<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#131c33"/><stop offset="1" stop-color="#060a13"/></linearGradient>' +
    `<radialGradient id="g" cx="${glow[0]}" cy="${glow[1]}" r="0.6"><stop offset="0" stop-color="#f7931a" stop-opacity="0.3"/><stop offset="1" stop-color="#f7931a" stop-opacity="0"/></radialGradient>` +
    extraDefs;
  let grid = "";
  for (let x = 40; x < 640; x += 40) grid += `M${x} 0V360`;
  for (let y = 40; y < 360; y += 40) grid += `M0 ${y}H640`;
  const body =
    '<rect width="640" height="360" fill="url(#b)"/><rect width="640" height="360" fill="url(#g)"/>' +
    S(grid, "#fff", 1, 'opacity="0.04"');
  return { defs, body };
}

/** The ₿ glyph drawn as strokes, centred at (x, y). */
function btcGlyph(x, y, s, color = "#fff") {
  return `<g transform="translate(${x} ${y}) rotate(14) scale(${s})" fill="none" stroke="${color}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"><path d="M-6-11V11M-6-11H2a5 5 0 0 1 0 10H-6M-6-1H3a6 6 0 0 1 0 12H-6M-2-15v4M3-15v4M-2 11v4M3 11v4"/></g>`;
}

function candlePaths(data, x, y, w, h, up, down, bodyRatio = 0.6) {
  const step = w / data.length;
  const bw = step * bodyRatio;
  let u = "";
  let d = "";
  let uw = "";
  let dw = "";
  data.forEach((c, i) => {
    const cx = x + step * (i + 0.5);
    const top = y + h * (1 - Math.max(c.open, c.close));
    const bh = Math.max(h * Math.abs(c.open - c.close), 1.5);
    const body = `M${fmt(cx - bw / 2)} ${fmt(top)}h${fmt(bw)}v${fmt(bh)}h${fmt(-bw)}z`;
    const wick = `M${fmt(cx)} ${fmt(y + h * (1 - c.high))}V${fmt(y + h * (1 - c.low))}`;
    if (c.close >= c.open) {
      u += body;
      uw += wick;
    } else {
      d += body;
      dw += wick;
    }
  });
  return S(uw, up, 1.6) + S(dw, down, 1.6) + P(u, up) + P(d, down);
}

function coverBps() {
  const r = rng(11);
  const { defs, body } = coverFrame([0.7, 0.25]);
  const shape = (x) => 0.55 * (1 - Math.cos(x * Math.PI * 1.6)) * (0.4 + x) - 0.25 * Math.sin(x * 3.2);
  const data = candleData(r, 38, { vol: 0.03, shape });
  const box = [40, 90, 560, 210];
  let out = body + candlePaths(data, ...box, BRAND.gain, BRAND.loss);
  let lo = 0;
  let hi = 0;
  data.forEach((c, i) => {
    if (i < 20 && c.low < data[lo].low) lo = i;
    if (c.high > data[hi].high) hi = i;
  });
  const cx = (i) => box[0] + (box[2] / data.length) * (i + 0.5);
  const yAt = (v) => box[1] + box[3] * (1 - v);
  // Buy (green, below the low) and sell (orange, above the high) markers with a dashed trade line.
  const by = yAt(data[lo].low) + 34;
  const sy = yAt(data[hi].high) - 34;
  const ma = [];
  let m = (data[0].open + data[0].close) / 2;
  data.forEach((c, i) => {
    m += ((c.open + c.close) / 2 - m) * 0.3;
    ma.push([cx(i), yAt(m)]);
  });
  out += S(pts(ma, 0), BRAND.accent, 3, 'stroke-linejoin="round" opacity="0.85"');
  out +=
    `<circle cx="${fmt(cx(lo))}" cy="${fmt(by)}" r="17" fill="${BRAND.gain}"/>` +
    S(
      `M${fmt(cx(lo))} ${fmt(by + 8)}v-15m-6 6 6-6 6 6`,
      "#06210f",
      3.2,
      'stroke-linecap="round" stroke-linejoin="round"',
    );
  out +=
    `<circle cx="${fmt(cx(hi))}" cy="${fmt(sy)}" r="17" fill="${BRAND.accent}"/>` +
    S(
      `M${fmt(cx(hi))} ${fmt(sy - 8)}v15m-6-6 6 6 6-6`,
      "#2a1500",
      3.2,
      'stroke-linecap="round" stroke-linejoin="round"',
    );
  // Bitcoin coin.
  out +=
    '<circle cx="76" cy="64" r="30" fill="#f7931a"/><circle cx="76" cy="64" r="24" fill="none" stroke="#ffa94a" stroke-width="2"/>' +
    btcGlyph(76, 64, 1.05);
  return svg(640, 360, defs, out);
}

function coverAps() {
  const r = rng(22);
  const { defs, body } = coverFrame(
    [0.3, 0.7],
    '<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7931a" stop-opacity="0.35"/><stop offset="1" stop-color="#f7931a" stop-opacity="0"/></linearGradient>',
  );
  const n = 26;
  const x0 = 40;
  const w = 560;
  const line = (drift, vol, seed, lo, hi) => {
    const rr = rng(seed);
    let v = 0;
    const vals = [];
    for (let i = 0; i < n; i++) {
      v += drift(i / n) + (rr() - 0.5) * vol;
      vals.push(v);
    }
    const mn = Math.min(...vals);
    const mx = Math.max(...vals);
    return vals.map((x, i) => [x0 + (w * i) / (n - 1), hi - ((x - mn) / (mx - mn)) * (hi - lo)]);
  };
  let out = body;
  const greys = ["#46587d", "#5b6b8f", "#8ea0c4", "#b6c2da"];
  greys.forEach((c, i) => {
    const l = line((x) => 0.02 + 0.04 * Math.sin(x * 6 + i), 0.35, 30 + i, 120 + i * 18, 300 - i * 8);
    out += S(smooth(l), c, 2.5, 'stroke-linecap="round" opacity="0.8"');
  });
  // The index (thick dashed) and the outperformer (orange with area).
  const index = line(() => 0.04, 0.12, 41, 150, 260);
  out += S(smooth(index), "#e6ebf5", 4, 'stroke-dasharray="10 8" stroke-linecap="round"');
  const star = line((x) => (x > 0.55 ? 0.25 : 0.01), 0.18, 52, 60, 290);
  out +=
    P(smooth(star) + `L${x0 + w} 360L${x0} 360Z`, "url(#a)") +
    S(smooth(star), BRAND.accent, 5, 'stroke-linecap="round"');
  const last = star[star.length - 1];
  out += `<circle cx="${fmt(last[0])}" cy="${fmt(last[1])}" r="9" fill="${BRAND.accent}"/><circle cx="${fmt(last[0])}" cy="${fmt(last[1])}" r="18" fill="${BRAND.accent}" opacity="0.25"/>`;
  // Altcoin tokens (abstract glyphs, no real logos).
  const coin = (x, y, rr, fill, glyph) =>
    `<circle cx="${x}" cy="${y}" r="${rr}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${rr - 5}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>` +
    glyph;
  out += coin(84, 62, 28, "#3c5a86", P("M84 44l12 18-12 18-12-18z", "#e6ebf5"));
  out += coin(136, 78, 24, "#4b3f5e", P("M136 64l12 20h-24z", "#e6ebf5"));
  out += coin(180, 56, 22, "#2f4f4f", `<circle cx="180" cy="56" r="9" fill="none" stroke="#e6ebf5" stroke-width="4"/>`);
  void r;
  return svg(640, 360, defs, roundPaths(out));
}

function coverHeat() {
  const { defs, body } = coverFrame([0.5, 0.2], riskGradient("h"));
  const risk = riskSeries();
  const [x0, x1, yTop, yBot] = [40, 540, 40, 320];
  const lMin = Math.log10(20);
  const lMax = Math.log10(130000);
  const buckets = new Map();
  let trail = [];
  for (let tt = 2013.1; tt <= 2025.8; tt += 1 / 24) {
    const x = x0 + ((tt - 2013.1) / (2025.8 - 2013.1)) * (x1 - x0);
    const y = yBot - ((Math.log10(closeAt(tt)) - lMin) / (lMax - lMin)) * (yBot - yTop);
    trail.push([x, y]);
    const b = Math.round(risk(tt) * 12) / 12;
    buckets.set(b, (buckets.get(b) ?? "") + `M${fmt(x, 0)} ${fmt(y, 0)}h0`);
  }
  let out = body + S(pts(trail, 0), "#e6ebf5", 1.5, 'opacity="0.25"');
  for (const [b, d] of [...buckets].sort((a, c) => a[0] - c[0])) out += S(d, riskColor(b), 9, 'stroke-linecap="round"');
  out +=
    '<rect x="580" y="50" width="20" height="260" rx="10" fill="url(#h)"/><rect x="580" y="50" width="20" height="260" rx="10" fill="none" stroke="#fff" stroke-opacity="0.25"/>';
  return svg(640, 360, defs, out);
}

function coverSentiment() {
  const { defs, body } = coverFrame([0.35, 0.75]);
  let out = body;
  // Fear and greed gauge.
  const cx = 220;
  const cy = 270;
  const R = 150;
  const seg = ["#2563eb", "#14b8a6", "#7283a8", "#ffa94a", "#f7931a"];
  seg.forEach((c, i) => {
    const a0 = Math.PI + (i / 5) * Math.PI + 0.03;
    const a1 = Math.PI + ((i + 1) / 5) * Math.PI - 0.03;
    out += S(
      `M${fmt(cx + R * Math.cos(a0))} ${fmt(cy + R * Math.sin(a0))}A${R} ${R} 0 0 1 ${fmt(cx + R * Math.cos(a1))} ${fmt(cy + R * Math.sin(a1))}`,
      c,
      30,
    );
  });
  const needle = Math.PI + 0.74 * Math.PI;
  out += S(
    `M${cx} ${cy}L${fmt(cx + (R - 40) * Math.cos(needle))} ${fmt(cy + (R - 40) * Math.sin(needle))}`,
    "#e6ebf5",
    8,
    'stroke-linecap="round"',
  );
  out += `<circle cx="${cx}" cy="${cy}" r="16" fill="#e6ebf5"/><circle cx="${cx}" cy="${cy}" r="6" fill="#131c33"/>`;
  // Ticks inside the gauge.
  let ticks = "";
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * Math.PI;
    ticks += `M${fmt(cx + (R - 26) * Math.cos(a))} ${fmt(cy + (R - 26) * Math.sin(a))}L${fmt(cx + (R - 36) * Math.cos(a))} ${fmt(cy + (R - 36) * Math.sin(a))}`;
  }
  out += S(ticks, "#7283a8", 3, 'stroke-linecap="round"');
  // Trading bot.
  const bx = 470;
  out +=
    S(`M${bx} 96V70`, "#7283a8", 5, 'stroke-linecap="round"') + `<circle cx="${bx}" cy="64" r="10" fill="#f7931a"/>`;
  out += `<rect x="${bx - 70}" y="96" width="140" height="110" rx="30" fill="#1e2a44"/><rect x="${bx - 70}" y="96" width="140" height="110" rx="30" fill="none" stroke="#7283a8" stroke-opacity="0.5" stroke-width="2"/>`;
  out += `<rect x="${bx - 52}" y="120" width="104" height="52" rx="18" fill="#060a13"/>`;
  out += `<circle cx="${bx - 24}" cy="146" r="11" fill="#f7931a"/><circle cx="${bx + 24}" cy="146" r="11" fill="#f7931a"/><circle cx="${bx - 24}" cy="146" r="20" fill="#f7931a" opacity="0.2"/><circle cx="${bx + 24}" cy="146" r="20" fill="#f7931a" opacity="0.2"/>`;
  out += S(`M${bx - 24} 188h48`, "#7283a8", 5, 'stroke-linecap="round"');
  out += `<rect x="${bx - 84}" y="130" width="14" height="40" rx="7" fill="#131c33"/><rect x="${bx + 70}" y="130" width="14" height="40" rx="7" fill="#131c33"/>`;
  out += `<rect x="${bx - 50}" y="214" width="100" height="70" rx="18" fill="#1e2a44"/>`;
  // Long and short arrows beside the bot.
  out +=
    `<circle cx="${bx - 20}" cy="250" r="16" fill="${BRAND.gain}"/>` +
    S(`M${bx - 20} 258v-15m-6 6 6-6 6 6`, "#06210f", 3.2, 'stroke-linecap="round" stroke-linejoin="round"');
  out +=
    `<circle cx="${bx + 20}" cy="250" r="16" fill="${BRAND.accent}"/>` +
    S(`M${bx + 20} 242v15m-6-6 6 6 6-6`, "#2a1500", 3.2, 'stroke-linecap="round" stroke-linejoin="round"');
  return svg(640, 360, defs, out);
}

function coverArbitrage() {
  const { defs, body } = coverFrame(
    [0.5, 0.5],
    '<pattern id="s" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="16" fill="#fff" opacity="0.025"/></pattern>',
  );
  let out = body + '<rect width="640" height="360" fill="url(#s)"/>';
  // Two exchanges as classical buildings, drawn as dashed outlines ("coming soon").
  const building = (x) =>
    S(
      `M${x - 70} 150L${x} 106L${x + 70} 150ZM${x - 64} 260h128M${x - 74} 276h148M${x - 46} 166v80M${x - 16} 166v80M${x + 16} 166v80M${x + 46} 166v80`,
      "#7283a8",
      6,
      'stroke-linecap="round" stroke-linejoin="round"',
    );
  out += building(130) + building(510);
  // Price bars above them: cheaper on the left, dearer on the right.
  out +=
    '<rect x="92" y="60" width="76" height="14" rx="7" fill="#7283a8" opacity="0.5"/><rect x="472" y="52" width="76" height="22" rx="8" fill="#f7931a" opacity="0.7"/>';
  // Arrows between the exchanges.
  out +=
    S("M220 160Q320 110 414 160", BRAND.accent, 6, 'stroke-linecap="round" stroke-dasharray="2 14"') +
    P("M420 164l-22 2 10-18z", BRAND.accent);
  out +=
    S("M420 236Q320 286 226 236", "#7283a8", 6, 'stroke-linecap="round" stroke-dasharray="2 14"') +
    P("M220 232l22-2-10 18z", "#7283a8");
  // Hourglass in a dashed ring: not available yet.
  out +=
    '<circle cx="320" cy="198" r="40" fill="#0a1020"/><circle cx="320" cy="198" r="40" fill="none" stroke="#f7931a" stroke-width="3" stroke-dasharray="6 8"/>';
  out +=
    P(
      "M304 176h32v4q0 12-12 18q12 6 12 18v4h-32v-4q0-12 12-18q-12-6-12-18z",
      "none",
      'stroke="#e6ebf5" stroke-width="3.5" stroke-linejoin="round"',
    ) +
    P("M310 214q10-8 20 0v2h-20z", "#f7931a") +
    P("M312 184h16q-2 6-8 9q-6-3-8-9z", "#f7931a", 'opacity="0.6"');
  return svg(640, 360, defs, out);
}

// ---------------------------------------------------------------- Algo Insights (800x450)

const CH = { x0: 16, x1: 730, top: 52, mid: 312, paneTop: 330, paneBot: 418, axisY: 440 };

function chartFrame(symbol, defs = "", { pane = true, axisLine = true, legend = [] } = {}) {
  let grid = "";
  if (pane) grid += `M${CH.x0} ${CH.paneTop}H${CH.x1}M${CH.x0} ${CH.paneBot}H${CH.x1}`;
  let leg = "";
  let lx = 44 + symbol.length * 8 + 24;
  for (const [label, color, dashed] of legend) {
    leg +=
      `<path d="M${lx} 18h16" stroke="${color}" stroke-width="3"${dashed ? ' stroke-dasharray="5 3"' : ""}/>` +
      T(lx + 22, 22, 11, "#aab6d3", label);
    lx += 22 + label.length * 7 + 22;
  }
  const body =
    '<rect width="800" height="450" fill="#0a1020"/>' +
    `<rect width="800" height="36" fill="#0d1427"/><path d="M0 36H800${pane ? "M0 321H800" : ""}" stroke="#1e2a44"/>` +
    mark(14, 8, 20) +
    T(44, 23, 13, "#e6ebf5", symbol, 'font-weight="700"') +
    leg +
    '<circle cx="764" cy="18" r="4" fill="#1e2a44"/><circle cx="780" cy="18" r="4" fill="#1e2a44"/><circle cx="748" cy="18" r="4" fill="#1e2a44"/>' +
    (grid ? S(grid, "#fff", 1, 'opacity="0.05"') : "") +
    (axisLine ? `<path d="M${CH.x1} 36V450" stroke="#1e2a44"/>` : "");
  return { defs, body };
}

const yearAxis = (from, to, xOf, every = 1) => {
  let out = "";
  for (let y = Math.ceil(from); y <= to; y += every) {
    const x = xOf(y);
    if (x < CH.x0 + 10 || x > CH.x1 - 10) continue;
    out += T(x, CH.axisY, 11, "#7283a8", String(y), 'text-anchor="middle"');
    out += `<path d="M${fmt(x)} ${CH.top}V${CH.paneBot}" stroke="#fff" stroke-opacity="0.04"/>`;
  }
  return out;
};

const priceLabel = (v) => (v >= 1000 ? `${fmt(v / 1000, 0)}k` : String(v));

function logAxis(values, yOf) {
  return values
    .map(
      (v) =>
        T(CH.x1 + 8, yOf(v) + 4, 11, "#7283a8", priceLabel(v)) +
        `<path d="M${CH.x0} ${fmt(yOf(v))}H${CH.x1}" stroke="#fff" stroke-opacity="0.05"/>`,
    )
    .join("");
}

function signalTag(x, y, label, color, textColor, below) {
  const w = label.length * 7.2 + 12;
  const ty = below ? y + 10 : y - 28;
  return (
    P(below ? `M${fmt(x)} ${fmt(y + 1)}l-5 9h10z` : `M${fmt(x)} ${fmt(y - 1)}l-5-9h10z`, color) +
    `<rect x="${fmt(x - w / 2)}" y="${fmt(ty)}" width="${fmt(w)}" height="18" rx="4" fill="${color}"/>` +
    T(x, ty + 13, 10.5, textColor, label, 'text-anchor="middle" font-weight="800"')
  );
}

function algoBps() {
  const r = rng(1001);
  const candles = weeklyCandles(2021.0, 2025.0, r);
  const { defs, body } = chartFrame("BTCUSD · 1W", "", { legend: [["Profit Scout", BRAND.accent]] });
  const xOf = (tt) => CH.x0 + 8 + ((tt - 2021.0) / 4.0) * (CH.x1 - CH.x0 - 16);
  const lMin = Math.log10(13000);
  const lMax = Math.log10(115000);
  const yOf = (v) => CH.mid - 6 - ((Math.log10(v) - lMin) / (lMax - lMin)) * (CH.mid - CH.top - 12);
  const step = (CH.x1 - CH.x0 - 16) / candles.length;
  const bw = Math.max(1.6, step * 0.62);
  // Bodies and wicks as vertical strokes: one short path per colour keeps the file small.
  let up = "";
  let dn = "";
  let upW = "";
  let dnW = "";
  for (const c of candles) {
    const x = fmt(xOf(c.t) - step / 2);
    const top = yOf(Math.max(c.open, c.close));
    const bot = Math.max(top + 0.8, yOf(Math.min(c.open, c.close)));
    const b = `M${x} ${fmt(top)}V${fmt(bot)}`;
    const w = `M${x} ${fmt(yOf(c.high))}V${fmt(yOf(c.low))}`;
    if (c.close >= c.open) {
      up += b;
      upW += w;
    } else {
      dn += b;
      dnW += w;
    }
  }
  let out = body + logAxis([20000, 30000, 50000, 70000], yOf);
  out += yearAxis(2021, 2025, xOf);
  out += S(upW, BRAND.gain, 1) + S(dnW, BRAND.loss, 1) + S(up, BRAND.gain, fmt(bw, 2)) + S(dn, BRAND.loss, fmt(bw, 2));
  // Trend line of the indicator (a slow average of the close).
  const ema = [];
  let e = Math.log(candles[0].close);
  for (const c of candles) {
    e += (Math.log(c.close) - e) * 0.09;
    ema.push([xOf(c.t) - step / 2, yOf(Math.exp(e))]);
  }
  const everyOther = (list) => list.filter((_, i) => i % 2 === 0 || i === list.length - 1);
  out += S(pts(everyOther(ema)), BRAND.accent, 2, 'opacity="0.9"');
  // Signals.
  const signals = [
    [2021.56, "BUY"],
    [2021.86, "SELL"],
    [2023.04, "BUY"],
    [2024.2, "SELL"],
    [2024.78, "BUY"],
  ];
  const nearest = (tt) => candles.reduce((a, c) => (Math.abs(c.t - tt) < Math.abs(a.t - tt) ? c : a));
  for (const [tt, kind] of signals) {
    const c = nearest(tt);
    const x = xOf(c.t) - step / 2;
    out +=
      kind === "BUY"
        ? signalTag(x, yOf(c.low) + 4, "BUY", BRAND.gain, "#04140a", true)
        : signalTag(x, yOf(c.high) - 4, "SELL", BRAND.accent, "#1f1000", false);
  }
  // Last price tag.
  const last = candles[candles.length - 1];
  out +=
    `<rect x="${CH.x1 + 2}" y="${fmt(yOf(last.close) - 9)}" width="60" height="18" rx="3" fill="${BRAND.gain}"/>` +
    T(
      CH.x1 + 32,
      yOf(last.close) + 4,
      10.5,
      "#04140a",
      fmt(last.close / 1000, 1) + "k",
      'text-anchor="middle" font-weight="700"',
    );
  // Indicator pane: momentum histogram with a signal line and the zero line.
  const mid = (CH.paneTop + CH.paneBot) / 2;
  let pos = "";
  let neg = "";
  const osc = candles.map((c, i) => Math.log(c.close) - Math.log(candles[Math.max(0, i - 8)].close));
  const scale = 34 / Math.max(...osc.map(Math.abs));
  const line = [];
  let sig = 0;
  osc.forEach((v, i) => {
    const x = xOf(candles[i].t) - step / 2;
    const h = v * scale;
    const bar = `M${fmt(x)} ${fmt(mid)}V${fmt(mid - (Math.abs(h) < 0.5 ? 0.5 * Math.sign(h || 1) : h))}`;
    if (h >= 0) pos += bar;
    else neg += bar;
    sig += (v - sig) * 0.3;
    line.push([x, mid - sig * scale]);
  });
  out += S(pos, "#7283a8", fmt(bw, 2), 'opacity="0.75"') + S(neg, "#3b4a6b", fmt(bw, 2));
  out += S(pts(everyOther(line)), BRAND.accent, 1.8);
  out += `<path d="M${CH.x0} ${mid}H${CH.x1}" stroke="#e6ebf5" stroke-opacity="0.25" stroke-dasharray="3 4"/>`;
  for (const [tt, kind] of signals) {
    const c = nearest(tt);
    const i = candles.indexOf(c);
    out += `<circle cx="${fmt(line[i][0])}" cy="${fmt(line[i][1])}" r="4" fill="${kind === "BUY" ? BRAND.gain : BRAND.accent}" stroke="#0a1020" stroke-width="1.5"/>`;
  }
  return svg(800, 450, defs, out, ` font-family="${FONT}"`);
}

// Monthly BTC dominance (%) and an altcoin market index (USD bn), 2020 – Oct 2025 (approximate).
const DOMINANCE = [
  68, 65, 65, 66, 66, 65, 63, 62, 58, 62, 64, 65, 63, 62, 60, 50, 43, 46, 47, 42, 42, 45, 41, 40, 42, 43, 42, 40, 46,
  47, 43, 40, 41, 41, 40, 40, 42, 44, 47, 46, 47, 50, 50, 50, 50, 52, 51, 52, 52, 53, 53, 55, 55, 55, 55, 56, 57, 58,
  54, 55, 61, 61, 62, 63, 63, 64, 61, 58, 58, 59,
];
const ALT_INDEX = [
  60, 70, 45, 60, 65, 65, 85, 100, 90, 85, 105, 130, 220, 280, 330, 600, 500, 430, 430, 620, 580, 720, 800, 720, 560,
  600, 650, 550, 420, 270, 330, 310, 300, 330, 300, 270, 360, 380, 370, 390, 360, 340, 380, 330, 330, 360, 440, 520,
  540, 650, 760, 630, 640, 560, 570, 500, 540, 560, 780, 800, 760, 640, 560, 600, 650, 600, 780, 880, 900, 850,
];

function interpMonthly(series, tt, log = false) {
  const f = (tt - 2020.0) * 12;
  const i = Math.max(0, Math.min(series.length - 2, Math.floor(f)));
  const k = Math.max(0, Math.min(1, f - i));
  const a = log ? Math.log(series[i]) : series[i];
  const b = log ? Math.log(series[i + 1]) : series[i + 1];
  const v = a + (b - a) * k;
  return log ? Math.exp(v) : v;
}

function algoAps() {
  const r = rng(2002);
  const { defs, body } = chartFrame(
    "ALT INDEX / BTC.D · 1W",
    '<linearGradient id="ai" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7931a" stop-opacity="0.28"/><stop offset="1" stop-color="#f7931a" stop-opacity="0"/></linearGradient>',
    {
      legend: [
        ["ALT INDEX", BRAND.accent],
        ["BTC.D", "#8ea0c4", true],
      ],
    },
  );
  const from = 2020.0;
  const to = 2025.75;
  const xOf = (tt) => CH.x0 + 8 + ((tt - from) / (to - from)) * (CH.x1 - CH.x0 - 16);
  const lMin = Math.log10(35);
  const lMax = Math.log10(1100);
  const yIdx = (v) => CH.mid - 8 - ((Math.log10(v) - lMin) / (lMax - lMin)) * (CH.mid - CH.top - 16);
  const yDom = (v) => CH.mid - 8 - ((v - 36) / (72 - 36)) * (CH.mid - CH.top - 16);
  let out = body;
  // Divergence zones (dominance falling while the index rises) and sell areas.
  const zones = [
    [2020.95, 2021.38],
    [2021.55, 2021.88],
    [2024.78, 2025.0],
  ];
  for (const [a, b] of zones)
    out += `<rect x="${fmt(xOf(a))}" y="${CH.top}" width="${fmt(xOf(b) - xOf(a))}" height="${CH.paneBot - CH.top}" fill="${BRAND.gain}" opacity="0.1"/>`;
  out += logAxis([50, 100, 200, 500, 1000], yIdx);
  out += yearAxis(2020, 2025, xOf);
  // Dominance on a second scale, labelled on the left edge inside the pane.
  for (const v of [40, 50, 60, 70]) out += T(CH.x0 + 4, yDom(v) - 3, 10, "#8ea0c4", `${v}%`, 'opacity="0.8"');
  const idx = [];
  const dom = [];
  for (let tt = from; tt <= to; tt += 1 / 26) {
    idx.push([xOf(tt), yIdx(interpMonthly(ALT_INDEX, tt, true) * Math.exp((r() - 0.5) * 0.08))]);
    dom.push([xOf(tt), yDom(interpMonthly(DOMINANCE, tt) + (r() - 0.5) * 0.8)]);
  }
  out += P(pts(idx) + `L${fmt(idx[idx.length - 1][0])} ${CH.mid}L${fmt(idx[0][0])} ${CH.mid}Z`, "url(#ai)");
  out += S(pts(dom), "#8ea0c4", 1.8, 'stroke-dasharray="5 3"');
  out += S(pts(idx), BRAND.accent, 2.2, 'stroke-linejoin="round"');
  // Signals: entry at the start of a divergence, exit near its end.
  const sigs = [
    [2021.0, "BUY"],
    [2021.36, "SELL"],
    [2021.6, "BUY"],
    [2021.86, "SELL"],
    [2024.8, "BUY"],
    [2024.97, "SELL"],
  ];
  for (const [tt, kind] of sigs) {
    const x = xOf(tt);
    const y = yIdx(interpMonthly(ALT_INDEX, tt, true));
    out +=
      kind === "BUY"
        ? signalTag(x, y + 6, "BUY", BRAND.gain, "#04140a", true)
        : signalTag(x, y - 6, "SELL", BRAND.accent, "#1f1000", false);
  }
  // Lower pane: divergence oscillator with thresholds.
  const mid = (CH.paneTop + CH.paneBot) / 2;
  const osc = [];
  for (let tt = from + 0.1; tt <= to; tt += 1 / 26) {
    const di = Math.log(interpMonthly(ALT_INDEX, tt, true)) - Math.log(interpMonthly(ALT_INDEX, tt - 0.1, true));
    const dd = (interpMonthly(DOMINANCE, tt) - interpMonthly(DOMINANCE, tt - 0.1)) / 10;
    osc.push([xOf(tt), mid - Math.max(-1, Math.min(1, (di - dd) * 1.1)) * 38]);
  }
  out += `<path d="M${CH.x0} ${mid - 24}H${CH.x1}M${CH.x0} ${mid + 24}H${CH.x1}" stroke="#e6ebf5" stroke-opacity="0.25" stroke-dasharray="3 4"/>`;
  out +=
    P(pts(osc) + `L${fmt(osc[osc.length - 1][0])} ${mid}L${fmt(osc[0][0])} ${mid}Z`, "#8ea0c4", 'opacity="0.18"') +
    S(pts(osc), "#e6ebf5", 1.4);
  return svg(800, 450, defs, out, ` font-family="${FONT}"`);
}

function algoSentiment() {
  const r = rng(3003);
  const { defs, body } = chartFrame("BTCUSD · 1D", "", {
    legend: [
      ["Long", BRAND.gain],
      ["Short", BRAND.accent],
    ],
  });
  const from = 2022.92;
  const to = 2025.08;
  const xOf = (tt) => CH.x0 + 8 + ((tt - from) / (to - from)) * (CH.x1 - CH.x0 - 16);
  const lMin = Math.log10(15000);
  const lMax = Math.log10(110000);
  const yOf = (v) => CH.mid - 8 - ((Math.log10(v) - lMin) / (lMax - lMin)) * (CH.mid - CH.top - 16);
  // Positions: [from, to, side, result in %].
  const trades = [
    [2023.05, 2023.27, "long", "+24.6%"],
    [2023.4, 2023.52, "short", "+6.1%"],
    [2023.58, 2023.7, "short", "−3.2%"],
    [2023.8, 2024.2, "long", "+71.8%"],
    [2024.3, 2024.52, "short", "+9.4%"],
    [2024.72, 2024.96, "long", "+48.3%"],
  ];
  let out = body;
  for (const [a, b, side] of trades) {
    out += `<rect x="${fmt(xOf(a))}" y="${CH.top}" width="${fmt(xOf(b) - xOf(a))}" height="${CH.mid - CH.top}" fill="${side === "long" ? BRAND.gain : BRAND.accent}" opacity="0.11"/>`;
    out += `<rect x="${fmt(xOf(a))}" y="${CH.mid - 4}" width="${fmt(xOf(b) - xOf(a))}" height="4" fill="${side === "long" ? BRAND.gain : BRAND.accent}"/>`;
  }
  out += logAxis([20000, 30000, 50000, 70000, 100000], yOf) + yearAxis(2023, 2025, xOf);
  const price = [];
  let noise = 0;
  for (let tt = from; tt <= to; tt += 1 / 120) {
    noise = noise * 0.85 + (r() - 0.5) * 0.05;
    price.push([xOf(tt), yOf(closeAt(tt) * Math.exp(noise))]);
  }
  out += S(pts(price), "#e6ebf5", 1.6, 'stroke-linejoin="round"');
  // Entry/exit markers and results.
  for (const [a, b, side, res] of trades) {
    const ya = yOf(closeAt(a));
    const yb = yOf(closeAt(b));
    const c = side === "long" ? BRAND.gain : BRAND.accent;
    out += `<circle cx="${fmt(xOf(a))}" cy="${fmt(ya)}" r="4.5" fill="${c}" stroke="#0a1020" stroke-width="2"/>`;
    out += `<circle cx="${fmt(xOf(b))}" cy="${fmt(yb)}" r="4.5" fill="#0a1020" stroke="${c}" stroke-width="2"/>`;
    out += T(
      (xOf(a) + xOf(b)) / 2,
      CH.top + 16,
      11,
      res.startsWith("+") ? BRAND.gain : BRAND.loss,
      res,
      'text-anchor="middle" font-weight="700"',
    );
    out += P(
      side === "long"
        ? `M${fmt((xOf(a) + xOf(b)) / 2)} ${CH.top + 22}l-5 8h10z`
        : `M${fmt((xOf(a) + xOf(b)) / 2)} ${CH.top + 30}l-5-8h10z`,
      c,
      'opacity="0.8"',
    );
  }
  // Sentiment oscillator 0..100 with fear (< 25) and greed (> 75) zones.
  const yS = (v) => CH.paneBot - (v / 100) * (CH.paneBot - CH.paneTop);
  out += `<rect x="${CH.x0}" y="${CH.paneTop}" width="${CH.x1 - CH.x0}" height="${fmt(yS(75) - CH.paneTop)}" fill="${BRAND.accent}" opacity="0.1"/>`;
  out += `<rect x="${CH.x0}" y="${fmt(yS(25))}" width="${CH.x1 - CH.x0}" height="${fmt(CH.paneBot - yS(25))}" fill="#2563eb" opacity="0.14"/>`;
  out += `<path d="M${CH.x0} ${fmt(yS(75))}H${CH.x1}M${CH.x0} ${fmt(yS(25))}H${CH.x1}" stroke="#e6ebf5" stroke-opacity="0.3" stroke-dasharray="3 4"/>`;
  for (const v of [25, 75]) out += T(CH.x1 + 8, yS(v) + 4, 11, "#7283a8", String(v));
  const sent = [];
  let s = 50;
  for (let tt = from; tt <= to; tt += 1 / 120) {
    const mom = Math.log(closeAt(tt + 0.02)) - Math.log(closeAt(tt - 0.06));
    s += (50 + 46 * Math.tanh(mom * 4.5) - s) * 0.2 + (r() - 0.5) * 5;
    s = Math.max(3, Math.min(97, s));
    sent.push([xOf(tt), yS(s)]);
  }
  out += S(pts(sent), "#e6ebf5", 1.4, 'stroke-linejoin="round"');
  return svg(800, 450, defs, out, ` font-family="${FONT}"`);
}

function algoHeat() {
  const { defs, body } = chartFrame("BTCUSD · RISK", riskGradient("rg"), { pane: false, axisLine: false });
  const risk = riskSeries();
  const from = 2013.0;
  const to = 2025.8;
  const plotBot = CH.paneBot;
  const xOf = (tt) => CH.x0 + 44 + ((tt - from) / (to - from)) * (700 - CH.x0 - 54);
  const lMin = Math.log10(12);
  const lMax = Math.log10(150000);
  const yOf = (v) => plotBot - 10 - ((Math.log10(v) - lMin) / (lMax - lMin)) * (plotBot - CH.top - 20);
  let out = body;
  for (const v of [100, 1000, 10000, 100000])
    out +=
      `<path d="M${CH.x0 + 40} ${fmt(yOf(v))}H700" stroke="#fff" stroke-opacity="0.07"/>` +
      T(CH.x0 + 32, yOf(v) + 4, 11, "#7283a8", priceLabel(v), 'text-anchor="end"');
  for (let y = 2014; y <= 2025; y += 2)
    out +=
      `<path d="M${fmt(xOf(y))} ${CH.top}V${plotBot}" stroke="#fff" stroke-opacity="0.05"/>` +
      T(xOf(y), CH.axisY, 11, "#7283a8", String(y), 'text-anchor="middle"');
  const trail = [];
  const buckets = new Map();
  for (let tt = from + 0.02; tt <= to; tt += 1 / 36) {
    const x = xOf(tt);
    const y = yOf(closeAt(tt));
    trail.push([x, y]);
    const b = Math.round(risk(tt) * 20) / 20;
    buckets.set(b, (buckets.get(b) ?? "") + `M${fmt(x)} ${fmt(y)}h0`);
  }
  out += S(pts(trail), "#e6ebf5", 1, 'opacity="0.3"');
  for (const [b, d] of [...buckets].sort((a, c) => a[0] - c[0]))
    out += S(d, riskColor(b), 5.5, 'stroke-linecap="round"');
  // Colour legend 0.0 – 1.0.
  const lx = 728;
  out += `<rect x="${lx}" y="${CH.top + 10}" width="14" height="${plotBot - CH.top - 40}" rx="3" fill="url(#rg)"/>`;
  for (let i = 0; i <= 5; i++) {
    const v = i / 5;
    const y = plotBot - 30 - v * (plotBot - CH.top - 40);
    out += `<path d="M${lx + 14} ${fmt(y)}h5" stroke="#7283a8"/>` + T(lx + 22, y + 4, 10.5, "#aab6d3", v.toFixed(1));
  }
  out += '<path d="M712 36V450" stroke="#1e2a44"/>';
  return svg(800, 450, defs, out, ` font-family="${FONT}"`);
}

// ---------------------------------------------------------------- review widget (320x96)

function reviewWidget() {
  const star = (cx, cy, r) => {
    let d = "";
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.42 : r;
      d += `${i ? "L" : "M"}${fmt(cx + rr * Math.cos(a))} ${fmt(cy + rr * Math.sin(a))}`;
    }
    return d + "Z";
  };
  // No rating and no review count: the site shows none until the owner adds real reviews
  // (docs/decisions/009-contract-partner-and-legal-wording.md). A speech bubble with a star.
  let out = '<rect x="0.5" y="0.5" width="319" height="95" rx="14" fill="#0a1020" stroke="#1e2a44"/>';
  out +=
    '<path d="M120 22h80a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10h-52l-14 12v-12h-14a10 10 0 0 1-10-10v-26a10 10 0 0 1 10-10z" fill="#00b67a"/>';
  out += P(star(160, 45, 14), "#fff");
  out += T(304, 54, 22, "#7283a8", "›", 'text-anchor="end" font-weight="700"');
  return svg(320, 96, "", out, ` font-family="${FONT}"`);
}

// ---------------------------------------------------------------- brand raster sources

function ogImage() {
  const defs =
    '<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1020"/><stop offset="1" stop-color="#060a13"/></linearGradient>' +
    '<radialGradient id="g" cx="0.78" cy="0.42" r="0.55"><stop offset="0" stop-color="#f7931a" stop-opacity="0.32"/><stop offset="1" stop-color="#f7931a" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7931a" stop-opacity="0.35"/><stop offset="1" stop-color="#f7931a" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#060a13"/><stop offset="0.45" stop-color="#060a13" stop-opacity="0.9"/><stop offset="0.75" stop-color="#060a13" stop-opacity="0"/></linearGradient>';
  let grid = "";
  for (let x = 0; x <= 1200; x += 60) grid += `M${x} 0V630`;
  for (let y = 30; y <= 630; y += 60) grid += `M0 ${y}H1200`;
  let out =
    '<rect width="1200" height="630" fill="url(#b)"/><rect width="1200" height="630" fill="url(#g)"/>' +
    S(grid, "#fff", 1, 'opacity="0.04"');
  // Chart motif: BTC since 2019 as candles on a log scale, with a glowing trend line.
  const r = rng(77);
  const candles = weeklyCandles(2019.0, 2025.75, r).filter((_, i) => i % 3 === 0);
  const xOf = (i) => 420 + (i / candles.length) * 740;
  const lMin = Math.log10(3000);
  const lMax = Math.log10(130000);
  const yOf = (v) => 560 - ((Math.log10(v) - lMin) / (lMax - lMin)) * 440;
  const data = candles.map((c) => ({ open: c.open, close: c.close, high: c.high, low: c.low }));
  let up = "";
  let dn = "";
  const bw = (740 / candles.length) * 0.6;
  data.forEach((c, i) => {
    const x = xOf(i);
    const top = yOf(Math.max(c.open, c.close));
    const h = Math.max(1.2, yOf(Math.min(c.open, c.close)) - top);
    const seg = `M${fmt(x)} ${fmt(yOf(c.high))}V${fmt(top)}M${fmt(x)} ${fmt(top + h)}V${fmt(yOf(c.low))}M${fmt(x - bw / 2)} ${fmt(top)}h${fmt(bw)}v${fmt(h)}h${fmt(-bw)}z`;
    if (c.close >= c.open) up += seg;
    else dn += seg;
  });
  const trend = data.map((c, i) => [xOf(i), yOf(c.close)]);
  out += P(pts(trend) + `L${fmt(xOf(data.length - 1))} 630L420 630Z`, "url(#a)");
  out +=
    P(up, BRAND.gain, `stroke="${BRAND.gain}" stroke-width="1.5" opacity="0.85"`) +
    P(dn, BRAND.loss, `stroke="${BRAND.loss}" stroke-width="1.5" opacity="0.85"`);
  out += S(smooth(trend.filter((_, i) => i % 3 === 0)), BRAND.accent, 4, 'stroke-linecap="round" opacity="0.9"');
  out += '<rect width="1200" height="630" fill="url(#fade)"/>';
  // Brand block.
  out += mark(80, 96, 104);
  out += T(206, 172, 84, "#ffffff", "Profit Scout", 'font-weight="800" letter-spacing="-2"');
  out += T(82, 300, 46, "#e6ebf5", "Crypto signals, trading bot", 'font-weight="700" letter-spacing="-0.5"');
  out += T(
    82,
    360,
    46,
    "#e6ebf5",
    '&amp; video course – <tspan fill="#ffa94a">now free</tspan>',
    'font-weight="700" letter-spacing="-0.5"',
  );
  const chips = ["Bitcoin Profit Scout", "Altcoin Profit Scout", "Sentiment Trader", "Risk Heat Map"];
  let x = 82;
  for (const chip of chips) {
    const w = chip.length * 11.2 + 34;
    out +=
      `<rect x="${x}" y="440" width="${fmt(w)}" height="44" rx="22" fill="#131c33" stroke="#2a3a5e"/>` +
      T(x + w / 2, 469, 20, "#c9d3ea", chip, 'text-anchor="middle" font-weight="600"');
    x += w + 12;
  }
  out += `<rect x="0" y="622" width="1200" height="8" fill="${BRAND.accent}"/>`;
  return svg(1200, 630, defs, out, ` font-family="${FONT}"`);
}

function appleTouchIcon() {
  // Full-bleed square: iOS rounds the corners itself.
  return svg(
    180,
    180,
    "",
    '<rect width="180" height="180" fill="#f7931a"/>' +
      '<g transform="translate(22 22) scale(4.25)"><path d="M7 21.5l5.5-5.5 4 3.5L25 10.5" fill="none" stroke="#060a13" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="10.5" r="2.2" fill="#060a13"/></g>',
  );
}

// ---------------------------------------------------------------- write

write("assets-src/courses/bitcoin-profit-scout.svg", coverBps());
write("assets-src/courses/altcoin-profit-scout.svg", coverAps());
write("assets-src/courses/bitcoin-risk-heat-map.svg", coverHeat());
write("assets-src/courses/sentiment-trader.svg", coverSentiment());
write("assets-src/courses/arbitrage-bot.svg", coverArbitrage());
write("assets-src/algos/bitcoin-profit-scout.svg", algoBps());
write("assets-src/algos/altcoin-profit-scout.svg", algoAps());
write("assets-src/algos/sentiment-trader.svg", algoSentiment());
write("assets-src/algos/risk-heat-map.svg", algoHeat());
write("assets-src/review-widget.svg", reviewWidget());
write("assets-src/og-image.svg", ogImage());
write("assets-src/apple-touch-icon.svg", appleTouchIcon());
