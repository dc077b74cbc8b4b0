// Drawing kit for the site's artwork: number formatting, a seeded random generator,
// colour helpers, an SVG document with shared <defs>, people and props. Everything is
// deterministic: the same code always writes byte-identical SVG.

/** Rounds to one decimal and drops "-0" and trailing zeros, to keep the SVG small. */
export function fmt(value, decimals = 1) {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Template tag that formats every interpolated number with fmt(). */
export function t(strings, ...values) {
  let out = strings[0];
  values.forEach((value, i) => {
    out += (typeof value === "number" ? fmt(value) : value) + strings[i + 1];
  });
  return out;
}

/** mulberry32: a small, fast PRNG with a fixed seed. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (min, max) => min + next() * (max - min);
  next.int = (min, max) => Math.floor(min + next() * (max - min + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.chance = (p) => next() < p;
  return next;
}

// ---------------------------------------------------------------- colours

function toRgb(hex) {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb) {
  return (
    "#" +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

export function mix(a, b, amount) {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * amount));
}

export const darken = (color, amount) => mix(color, "#000000", amount);
export const lighten = (color, amount) => mix(color, "#ffffff", amount);

export const BRAND = {
  bg: "#060a13",
  bg2: "#0a1020",
  bg3: "#131c33",
  text: "#e6ebf5",
  muted: "#7283a8",
  accent: "#f7931a",
  accentLight: "#ffa94a",
  gain: "#22c55e",
  loss: "#f87171",
  font: "Inter, Arial, sans-serif",
};

export const SKIN = ["#f3d3b8", "#eec19c", "#e0ac84", "#c68a62", "#a86d48", "#7d4b2e", "#5a3522"];
export const HAIR = ["#1b1410", "#2e1f16", "#4a2f1e", "#6b4228", "#a8743f", "#d4ad6a", "#8a8580", "#9c4122"];
export const CLOTHES = [
  "#1e2a44",
  "#2b2f38",
  "#e9edf3",
  "#9fb7d9",
  "#5f6b46",
  "#6e2a35",
  "#c9b79c",
  "#15171c",
  "#3c5a86",
  "#4b3f5e",
  "#d9d2c3",
  "#2f4f4f",
  "#7a4a2b",
  "#35415e",
];
export const TROUSERS = ["#1c2230", "#2a2d35", "#3c5a86", "#24324f", "#4a4036", "#15171c", "#5b6170"];

// ---------------------------------------------------------------- document

export class Doc {
  constructor(width, height, seed = 1) {
    this.width = width;
    this.height = height;
    this.rand = rng(seed);
    this.defs = new Map();
    this.addCommonDefs();
  }

  /** Registers a definition once; returns `url(#id)`. */
  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return `url(#${id})`;
  }

  /** Linear gradient. stops: [offset, colour, opacity?]. */
  lin(id, [x1, y1, x2, y2], stops, user = false) {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    return this.def(
      id,
      t`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsOf(stops)}</linearGradient>`,
    );
  }

  /** Radial gradient (objectBoundingBox unless user = true). */
  rad(id, [cx, cy, r], stops, user = false, extra = "") {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    return this.def(
      id,
      t`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}${extra}>${stopsOf(stops)}</radialGradient>`,
    );
  }

  addCommonDefs() {
    // Volume: every body part gets one of these on top (light from the left or right).
    this.lin(
      "shL",
      [0, 0, 1, 0],
      [
        [0, "#fff", 0.12],
        [0.45, "#fff", 0],
        [0.62, "#000", 0],
        [1, "#000", 0.34],
      ],
    );
    this.lin(
      "shR",
      [1, 0, 0, 0],
      [
        [0, "#fff", 0.12],
        [0.45, "#fff", 0],
        [0.62, "#000", 0],
        [1, "#000", 0.34],
      ],
    );
    this.lin(
      "shV",
      [0, 0, 0, 1],
      [
        [0, "#fff", 0.08],
        [0.5, "#000", 0],
        [1, "#000", 0.3],
      ],
    );
  }

  /** Gaussian blur filter with a generous region. */
  blur(sd) {
    const id = `bl${String(sd).replace(".", "_")}`;
    return this.def(
      id,
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }

  render(body, { width = this.width, height = this.height } = {}) {
    const defs = [...this.defs.values()].join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${width}" height="${height}">` +
      `<defs>${defs}</defs>${body}</svg>\n`
    );
  }
}

function stopsOf(stops) {
  return stops
    .map(([offset, color, opacity]) =>
      opacity === undefined || opacity === 1
        ? t`<stop offset="${offset}" stop-color="${color}"/>`
        : t`<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join("");
}

// ---------------------------------------------------------------- primitives

export const rect = (x, y, w, h, fill, extra = "") =>
  t`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  t`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  t`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;
export const line = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${fmt(width, 2)}"` +
  (extra.includes("stroke-linecap") ? "" : ' stroke-linecap="round"') +
  (extra.includes("stroke-linejoin") ? "" : ' stroke-linejoin="round"') +
  `${extra ? " " + extra : ""}/>`;
export const g = (content, attrs = "") => `<g${attrs ? " " + attrs : ""}>${content}</g>`;
export const text = (x, y, size, fill, content, extra = "") =>
  t`<text x="${x}" y="${y}" font-family="${BRAND.font}" font-size="${size}" fill="${fill}"${extra ? " " + extra : ""}>${content}</text>`;

/** Polygon from a list of points. */
export function poly(points) {
  return "M" + points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L") + "Z";
}

/** Polyline path (no fill) from points. */
export function polyline(points) {
  return "M" + points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L");
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points, tension = 0.5) {
  let d = t`M${points[0][0]} ${points[0][1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const k = tension / 3;
    d += t`C${p1[0] + (p2[0] - p0[0]) * k} ${p1[1] + (p2[1] - p0[1]) * k} ${p2[0] - (p3[0] - p1[0]) * k} ${p2[1] - (p3[1] - p1[1]) * k} ${p2[0]} ${p2[1]}`;
  }
  return d;
}

// ---------------------------------------------------------------- brand

/** The logo mark (assets-src/favicon.svg, served as favicon.ico): rounded orange square with a dark rising line. */
export function logoMark(x, y, size, { bg = BRAND.accent, fg = BRAND.bg } = {}) {
  const s = size / 32;
  return g(
    `<rect width="32" height="32" rx="9" fill="${bg}"/>` +
      `<path d="M7 21.5l5.5-5.5 4 3.5L25 10.5" fill="none" stroke="${fg}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="25" cy="10.5" r="2.2" fill="${fg}"/>`,
    t`transform="translate(${x} ${y}) scale(${fmt(s, 3)})"`,
  );
}

/** Logo mark plus the "Profit Scout" wordmark. */
export function logoLockup(x, y, size, color = "#fff") {
  return (
    logoMark(x, y, size) +
    text(x + size * 1.3, y + size * 0.74, size * 0.72, color, "Profit Scout", 'font-weight="700" letter-spacing="-0.3"')
  );
}

// ---------------------------------------------------------------- market data

/** Random-walk series of n values with drift, normalised to 0..1. */
export function walk(rand, n, { drift = 0.01, vol = 0.04, start = 0 } = {}) {
  const values = [];
  let v = start;
  for (let i = 0; i < n; i++) {
    v += drift + (rand() - 0.5) * 2 * vol;
    values.push(v);
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values.map((x) => (x - min) / (max - min || 1));
}

/** OHLC candles from a random walk, normalised to 0..1. */
export function candleData(rand, n, { drift = 0.012, vol = 0.05, shape } = {}) {
  const out = [];
  let close = 0;
  for (let i = 0; i < n; i++) {
    const open = close;
    const trend = shape ? shape((i + 1) / n) - shape(i / n) : drift;
    close = open + trend + (rand() - 0.5) * 2 * vol;
    const high = Math.max(open, close) + rand() * vol * 0.9;
    const low = Math.min(open, close) - rand() * vol * 0.9;
    out.push({ open, close, high, low });
  }
  const min = Math.min(...out.map((c) => c.low));
  const max = Math.max(...out.map((c) => c.high));
  const norm = (v) => (v - min) / (max - min || 1);
  return out.map((c) => ({ open: norm(c.open), close: norm(c.close), high: norm(c.high), low: norm(c.low) }));
}

/**
 * A candlestick chart inside the box (x, y, w, h): one path per colour, so it stays small.
 * Returns markup; colours default to gain/loss green and red.
 */
export function candles(data, x, y, w, h, { up = BRAND.gain, down = BRAND.loss, gap = 0.3, wick = 0 } = {}) {
  const step = w / data.length;
  const body = Math.max(step * (1 - gap), 0.6);
  let upD = "";
  let downD = "";
  let upW = "";
  let downW = "";
  data.forEach((c, i) => {
    const cx = x + step * (i + 0.5);
    const top = y + h * (1 - Math.max(c.open, c.close));
    const height = Math.max(h * Math.abs(c.open - c.close), 0.8);
    const bodyD = t`M${cx - body / 2} ${top}h${body}v${height}h${-body}z`;
    const wickD = t`M${cx} ${y + h * (1 - c.high)}V${y + h * (1 - c.low)}`;
    if (c.close >= c.open) {
      upD += bodyD;
      upW += wickD;
    } else {
      downD += bodyD;
      downW += wickD;
    }
  });
  const ww = wick || Math.max(step * 0.12, 0.5);
  return (
    `<path d="${upW}" stroke="${up}" stroke-width="${fmt(ww, 2)}"/>` +
    `<path d="${downW}" stroke="${down}" stroke-width="${fmt(ww, 2)}"/>` +
    path(upD, up) +
    path(downD, down)
  );
}

/** Points of a line chart for values 0..1 inside the box. */
export function chartPoints(values, x, y, w, h) {
  return values.map((v, i) => [x + (w * i) / (values.length - 1), y + h * (1 - v)]);
}

// ---------------------------------------------------------------- people

const POSES = {
  down: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
  },
  hips: {
    l: [
      [-10, 19.5],
      [-16.5, 34],
      [-9.6, 44],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
  },
  mic: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [13, 32],
      [5.6, 23.6],
    ],
    item: "mic",
  },
  micGesture: {
    l: [
      [-10, 19.5],
      [-15, 31],
      [-19, 24],
    ],
    r: [
      [10, 19.5],
      [13, 32],
      [5.6, 23.6],
    ],
    item: "mic",
  },
  point: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [19, 22],
      [27, 14.5],
    ],
  },
  pointUp: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [17, 12],
      [21, 0],
    ],
  },
  cheer: {
    l: [
      [-10, 19.5],
      [-16, 8],
      [-17, -4],
    ],
    r: [
      [10, 19.5],
      [16, 8],
      [17, -4],
    ],
  },
  cheerOne: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [16, 8],
      [17, -4],
    ],
  },
  cup: {
    l: [
      [-10, 19.5],
      [-12.8, 33],
      [-6.4, 30],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
    item: "cup",
  },
  glass: {
    l: [
      [-10, 19.5],
      [-12.8, 33],
      [-6.4, 29],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
    item: "glass",
  },
  toast: {
    l: [
      [-10, 19.5],
      [-16, 10],
      [-14, 0],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
    item: "glass",
  },
  bottle: {
    l: [
      [-10, 19.5],
      [-12.8, 33],
      [-6.4, 30],
    ],
    r: [
      [10, 19.5],
      [12, 34],
      [12.3, 47.5],
    ],
    item: "bottle",
  },
  talk: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [13, 32.5],
      [7.5, 29],
    ],
  },
  talk2: {
    l: [
      [-10, 19.5],
      [-13, 32],
      [-6, 31],
    ],
    r: [
      [10, 19.5],
      [13, 32],
      [7, 28],
    ],
  },
  clap: {
    l: [
      [-10, 19.5],
      [-11.5, 32],
      [-1.2, 26],
    ],
    r: [
      [10, 19.5],
      [11.5, 32],
      [1.2, 26],
    ],
  },
  phone: {
    l: [
      [-10, 19.5],
      [-11.5, 33],
      [-2.4, 31],
    ],
    r: [
      [10, 19.5],
      [11.5, 33],
      [2.4, 31],
    ],
    item: "phone",
  },
  raise: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [13.5, 6],
      [10, -5.5],
    ],
    item: "phoneUp",
  },
  lap: {
    l: [
      [-10, 19.5],
      [-12, 33],
      [-4.5, 46],
    ],
    r: [
      [10, 19.5],
      [12, 33],
      [4.5, 46],
    ],
  },
  table: {
    l: [
      [-10, 19.5],
      [-12.5, 33],
      [-6, 40],
    ],
    r: [
      [10, 19.5],
      [12.5, 33],
      [6, 40],
    ],
  },
  crossed: {
    l: [
      [-10, 19.5],
      [-12.2, 33],
      [6.5, 31],
    ],
    r: [
      [10, 19.5],
      [12.2, 34.5],
      [-6.5, 33],
    ],
  },
  marker: {
    l: [
      [-10, 19.5],
      [-12, 34],
      [-12.3, 47.5],
    ],
    r: [
      [10, 19.5],
      [17, 27],
      [23, 19],
    ],
    item: "marker",
  },
  trophy: {
    l: [
      [-10, 19.5],
      [-15, 8],
      [-6, -1],
    ],
    r: [
      [10, 19.5],
      [15, 8],
      [6, -1],
    ],
    item: "trophy",
  },
};

const mirrorPt = ([x, y]) => [-x, y];

function hairFront(style, color) {
  const c = color;
  switch (style) {
    case "bald":
      return "";
    case "buzz":
      return path("M-5.5 7C-5.8 2.2-3 0.4 0 0.4S5.8 2.2 5.5 7C4.9 4.4 3.6 3 0 3S-4.9 4.4-5.5 7Z", c, 'opacity="0.85"');
    case "curly":
      return g(
        [
          [-5, 3.4, 2.9],
          [-2.2, 1, 3.1],
          [1.6, 0.6, 3.2],
          [4.6, 2.8, 3],
          [-6, 6.8, 2.2],
          [6, 6.6, 2.2],
          [0, 0, 2.6],
        ]
          .map(([x, y, r]) => circle(x, y, r, c))
          .join(""),
      );
    case "bun":
      return (
        circle(0, -1.6, 2.9, c) +
        path("M-5.6 8.2C-6.2 2.6-3.4 0.2 0 0.2S6.2 2.6 5.6 8.2C5 5.6 4.2 3.8 0 3.4S-5 5.6-5.6 8.2Z", c)
      );
    case "long":
    case "bob":
    case "ponytail":
      return path(
        "M-5.8 9C-6.4 2.6-3.4 0 0.4 0S6.6 2.8 5.8 9C5.2 6.2 4.6 4.6 3.2 3.4 1 5.2-2.6 5.6-5 5.2-5.3 6.4-5.6 7.6-5.8 9Z",
        c,
      );
    case "side":
      return path(
        "M-5.7 8.6C-6.4 2.4-3.2-0.2 0.6-0.2 4.4-0.2 6.6 2.6 5.8 8.4 5.4 5.8 5 4.6 4.2 3.8 1.4 4.8-3 3.8-4.4 3.2-5 4.8-5.4 6.6-5.7 8.6Z",
        c,
      );
    default: // short
      return path(
        "M-5.6 8.4C-6.3 2.6-3.6-0.3 0.2-0.3S6.4 2.4 5.7 8.4C5.2 5.8 4.8 4.3 3.7 3.5 1.6 4.4-2 4.2-4.1 3.4-4.8 4.8-5.2 6.4-5.6 8.4Z",
        c,
      );
  }
}

function hairBack(style, color, view) {
  // Hair that sits behind the head (front view) or covers it (back view).
  if (view === "front") {
    if (style === "long")
      return path("M-6 5C-7.6 11-8 18-7.2 25.5L-3.6 24.5-3.2 14H3.2L3.6 24.5 7.2 25.5C8 18 7.6 11 6 5Z", color);
    if (style === "bob")
      return path("M-6 5C-7.4 9-7.4 13-6.8 16.4L-3.2 15.6V12H3.2V15.6L6.8 16.4C7.4 13 7.4 9 6 5Z", color);
    return "";
  }
  switch (style) {
    case "bald":
      return "";
    case "long":
      return path("M-5.8 3C-7.2 8-7.8 17-7 27 -3.4 28.6 3.4 28.6 7 27 7.8 17 7.2 8 5.8 3 3 -1-3-1-5.8 3Z", color);
    case "bob":
      return path("M-5.8 3C-7 7-7.2 12-6.6 16.6-2.6 17.8 2.6 17.8 6.6 16.6 7.2 12 7 7 5.8 3 3-1-3-1-5.8 3Z", color);
    case "ponytail":
      return (
        path(
          "M-5.6 3.4C-6.4 7-6 10.6-4.8 12.6 0 13.8 0 13.8 4.8 12.6 6 10.6 6.4 7 5.6 3.4 3-0.6-3-0.6-5.6 3.4Z",
          color,
        ) + path("M-1.6 9.6C-2.6 15-1.6 21 0.2 25 1.8 21 2.6 15 1.6 9.6Z", color)
      );
    case "bun":
      return (
        path(
          "M-5.6 3.4C-6.4 7-6 10.6-4.8 12.2 0 13.4 0 13.4 4.8 12.2 6 10.6 6.4 7 5.6 3.4 3-0.6-3-0.6-5.6 3.4Z",
          color,
        ) + circle(0, 1.4, 3.2, darken(color, 0.08))
      );
    case "curly":
      return g(
        [
          [-4.6, 2.6, 3.2],
          [-1, 0.8, 3.4],
          [3, 1.6, 3.3],
          [-5.4, 7, 2.8],
          [5.4, 6.4, 2.8],
          [-3, 10.2, 2.6],
          [2.6, 10.2, 2.6],
          [0, 5, 4],
        ]
          .map(([x, y, r]) => circle(x, y, r, color))
          .join(""),
      );
    case "buzz":
      return path(
        "M-5.5 3.6C-6.1 7-5.8 10.2-4.8 12 0 12.8 0 12.8 4.8 12 5.8 10.2 6.1 7 5.5 3.6 3 0-3 0-5.5 3.6Z",
        color,
        'opacity="0.8"',
      );
    default:
      return path(
        "M-5.6 3.4C-6.4 7-6 10.6-4.8 12.2 0 13.2 0 13.2 4.8 12.2 6 10.6 6.4 7 5.6 3.4 3-0.6-3-0.6-5.6 3.4Z",
        color,
      );
  }
}

function heldItem(item, [x, y], hold) {
  switch (item) {
    case "mic":
      return g(
        path(t`M${x + 0.2} ${y + 2.2}L${x - 1.4} ${y - 5.4}L${x - 3.2} ${y - 5}L${x - 1.2} ${y + 2.4}Z`, "#16181d") +
          circle(x - 2.4, y - 6.4, 2.1, "#2c2f36") +
          circle(x - 2.4, y - 6.4, 2.1, "url(#shL)") +
          circle(x - 3, y - 7, 0.6, "#9aa0aa"),
      );
    case "cup":
      return (
        path(t`M${x - 1.9} ${y - 4.6}h3.8l-0.5 5.6h-2.8z`, hold.cupColor ?? "#f2efe9") +
        rect(x - 2.1, y - 5.4, 4.2, 1, "#c9c2b6")
      );
    case "glass":
      return (
        path(t`M${x - 1.7} ${y - 8}h3.4q0 3.8-1.7 4.2q-1.7-0.4-1.7-4.2z`, hold.drink ?? "#e8c66a", 'opacity="0.9"') +
        line(t`M${x} ${y - 3.8}V${y + 0.8}M${x - 1.3} ${y + 0.8}h2.6`, "#e6ebf5", 0.4, 'opacity="0.8"')
      );
    case "bottle":
      return (
        path(t`M${x - 1.2} ${y - 7}h2.4v1.6l0.5 1v7h-3.4v-7l0.5-1z`, "#3c6b3a") +
        rect(x - 1.7, y - 3, 3.4, 2, "#e8d9b0")
      );
    case "phone":
      return (
        rect(x - 2.6, y - 4.2, 5.2, 3.4, "#111", 'rx="0.6"') +
        rect(x - 2.2, y - 3.9, 4.4, 2.8, hold.screen ?? "#7fb2ff", 'opacity="0.9"')
      );
    case "phoneUp":
      return (
        rect(x - 2.4, y - 4.5, 4.8, 7.6, "#101216", 'rx="0.7"') + rect(x - 2, y - 4.1, 4, 6.8, hold.screen ?? "#cfe3ff")
      );
    case "marker":
      return line(t`M${x} ${y}l2.4-2.4`, "#1a1c22", 1.3);
    case "trophy":
      return g(
        path(t`M${x - 5} ${y - 7}h10q0 6-5 7.4q-5-1.4-5-7.4z`, "#f3b440") +
          rect(x - 0.8, y + 0.2, 1.6, 3, "#d89a2b") +
          rect(x - 3, y + 3, 6, 1.6, "#b77f22") +
          line(
            t`M${x - 5} ${y - 5.5}q-2.8 0-2 2.8q0.6 1.4 2.6 1.6M${x + 5} ${y - 5.5}q2.8 0 2 2.8q-0.6 1.4-2.6 1.6`,
            "#f3b440",
            0.8,
          ) +
          path(t`M${x - 3.6} ${y - 6.4}h2q-0.3 4 1.2 5.8q-3.2-1.4-3.2-5.8z`, "#fff", 'opacity="0.35"'),
      );
    default:
      return "";
  }
}

/**
 * A person in a flat, lightly shaded style. Units: 100 = body height; (x, y) is the point
 * between the feet (or, seated, the feet on the floor); h the on-screen height in px.
 */
export function person(o) {
  const {
    x,
    y,
    h,
    view = "front",
    pose = "down",
    sex = "m",
    skin = SKIN[1],
    hair = "short",
    hairColor = HAIR[1],
    top = "shirt",
    topColor = CLOTHES[0],
    inner = "#e9edf3",
    bottom = TROUSERS[0],
    shoes = "#1a1a1f",
    beard = false,
    glasses = false,
    face = true,
    light = "l",
    rim,
    bust = false,
    seated = false,
    flip = false,
    bw = 1,
    headTurn = 0,
    dress = false,
    logo = false,
    hold = {},
    opacity,
  } = o;
  const scale = h / 100;
  const female = sex === "f";
  const sw = female ? 9.4 : 10.8;
  const ww = female ? 7.4 : 8.6;
  const hw = female ? 9.2 : 8.8;
  const shade = `url(#sh${light === "l" ? (flip ? "R" : "L") : flip ? "L" : "R"})`;
  const p = POSES[pose] ?? POSES.down;
  let armL = p.l;
  let armR = p.r;
  if (female) {
    armL = armL.map(([ax, ay], i) => (i === 0 ? [ax + 1.2, ay] : [ax + (ax < 0 ? 0.8 : 0), ay]));
    armR = armR.map(([ax, ay], i) => (i === 0 ? [ax - 1.2, ay] : [ax - (ax > 0 ? 0.8 : 0), ay]));
  }
  if (view === "back") {
    // Seen from behind, the figure's right arm is on the viewer's right: mirror the pose.
    [armL, armR] = [armR.map(mirrorPt), armL.map(mirrorPt)];
  }
  const out = [];
  const legsBottom = seated ? 86 : 100;

  // Rim light (back-lit scenes): the silhouette, shifted up, in the rim colour.
  const silhouette = [];

  // Legs and shoes.
  if (!bust) {
    if (seated) {
      const sides = o.crossLegs ? [-1] : [-1, 1];
      for (const side of sides) {
        const shin = t`M${side * 8.2} 58L${side * 1.4} 58L${side * 2} 82L${side * 6.6} 82Z`;
        out.push(path(shin, darken(bottom, 0.16)) + path(shin, shade));
        out.push(
          path(t`M${side * 8.2} 58L${side * 1.4} 58L${side * 1.6} 64L${side * 7.8} 64Z`, "#000", 'opacity="0.25"'),
        );
        out.push(
          path(
            t`M${side * 7.4} 81.6h${side * -5.8}q${side * -0.4} 4.4 ${side * 0.8} 4.4h${side * 4.6}q${side * 1.4} 0 ${side * 0.4}-4.4z`,
            shoes,
          ),
        );
      }
      // Thighs seen end-on: a lighter top with rounded knees towards the viewer.
      const thigh = t`M${-hw} 48L${hw} 48L${hw + 1.2} 55Q${hw + 1.2} 60.5 ${hw - 2.6} 60.5Q${hw / 2} 61.6 0.4 59.8Q${-hw / 2} 61.6 ${-hw + 2.6} 60.5Q${-hw - 1.2} 60.5 ${-hw - 1.2} 55Z`;
      out.push(path(thigh, lighten(bottom, 0.1)) + path(thigh, shade));
      out.push(line(t`M0.4 50V59.6`, darken(bottom, 0.3), 0.5));
      if (o.crossLegs) {
        // Right leg crossed over the left knee, the shin hanging diagonally.
        const over = t`M${hw} 48L1 48L${-hw - 1.6} 53.6Q${-hw - 2.6} 58.6 ${-hw + 0.6} 60L${hw} 60Z`;
        out.push(path(over, lighten(bottom, 0.06)) + path(over, shade));
        const shin = t`M${-hw - 1.8} 55.6L${-hw + 3.6} 58.6L${-hw - 3.2} 77.6L${-hw - 8} 75.4Z`;
        out.push(path(shin, darken(bottom, 0.08)) + path(shin, shade));
        out.push(path(t`M${-hw - 8.4} 74.6l5.2 2.8q-0.4 3.6-3.6 2.8l-5.4-2.4q-0.8-2.6 3.8-3.2z`, shoes));
      }
    } else if (dress) {
      for (const side of [-1, 1]) {
        out.push(path(t`M${side * 5.6} 70L${side * 1.6} 70L${side * 2} 95.5L${side * 4.8} 95.5Z`, darken(skin, 0.06)));
        out.push(
          path(
            t`M${side * 5.6} 95h${side * -4}q${side * -0.6} 4.6 ${side * 0.6} 4.6h${side * 3.4}q${side * 1.2} 0 0-4.6z`,
            shoes,
          ),
        );
      }
    } else {
      for (const side of [-1, 1]) {
        const leg = t`M${side * (hw + 0.1)} 50L${side * 0.3} 50L${side * 1.3} 95.5L${side * 6.4} 95.5Z`;
        out.push(path(leg, bottom) + path(leg, shade));
        silhouette.push(leg);
        out.push(
          path(
            t`M${side * 6.8} 95h${side * -5.8}q${side * -0.5} 4.8 ${side * 0.8} 4.8h${side * 4.4}q${side * 1.8} 0 ${side * 0.6}-4.8z`,
            shoes,
          ),
        );
      }
      out.push(path(t`M${-hw} 49.4h${hw * 2}v2.4h${-hw * 2}z`, darken(bottom, 0.35)));
    }
  }

  const torso = t`M-2.6 15.6C${-sw * 0.55} 16 ${-sw + 0.6} 16.4 ${-sw} 18.6C${-sw - 0.8} 21 ${-sw - 0.4} 26 ${-ww - 1} 31L${-ww} 44Q${-hw} 48 ${-hw} 52L${hw} 52Q${hw} 48 ${ww} 44L${ww + 1} 31C${sw + 0.4} 26 ${sw + 0.8} 21 ${sw} 18.6C${sw - 0.6} 16.4 ${sw * 0.55} 16 2.6 15.6Q0 17.6-2.6 15.6Z`;
  silhouette.push(torso);
  const neck = t`M-2.3 11L2.3 11L2.5 17.4Q0 19-2.5 17.4Z`;
  out.push(path(neck, darken(skin, 0.14)));

  if (view === "front" && (hair === "long" || hair === "bob"))
    out.push(hairBack(hair, darken(hairColor, 0.12), "front"));

  // Torso and clothing details.
  let skirt = "";
  if (dress) skirt = t`M${-ww - 0.4} 44L${ww + 0.4} 44L${hw + 4.6} 71Q0 73.4 ${-hw - 4.6} 71Z`;
  if (skirt) out.push(path(skirt, topColor) + path(skirt, shade));
  out.push(path(torso, topColor) + path(torso, shade));
  if (view === "front") {
    if (top === "blazer") {
      out.push(path("M-3 15.9L0 30L3 15.9Q0 17.4-3 15.9Z", inner));
      out.push(line("M-3.4 15.8L-1.2 27.6L0 44M3.4 15.8L1.2 27.6", darken(topColor, 0.35), 0.5));
      out.push(
        path("M-3.4 15.8L-5.4 21.4L-3.2 22.4L-1.2 27.6ZM3.4 15.8L5.4 21.4L3.2 22.4L1.2 27.6Z", lighten(topColor, 0.08)),
      );
    } else if (top === "hoodie") {
      out.push(path("M-5.4 15.6Q0 21.6 5.4 15.6Q6 18.6 0 20.6Q-6 18.6-5.4 15.6Z", darken(topColor, 0.2)));
      out.push(line("M-1.6 19.6v6.4M1.6 19.6v6.4", lighten(topColor, 0.5), 0.45));
      out.push(path(t`M-5.2 37h10.4v7.4h-10.4z`, darken(topColor, 0.08)));
    } else if (top === "shirt") {
      out.push(path("M-2.8 15.7L-0.2 19.6L-1.6 20.6ZM2.8 15.7L0.2 19.6L1.6 20.6Z", lighten(topColor, 0.25)));
      out.push(line("M0 19.6V50", darken(topColor, 0.22), 0.35));
      if (h >= 500) {
        out.push([24, 30, 36, 42].map((by) => circle(0.7, by, 0.35, lighten(topColor, 0.3))).join(""));
        out.push(line("M-7.4 25.5h4.2v4.6h-4.2z", darken(topColor, 0.25), 0.3));
      }
    } else if (top === "polo" || top === "tee") {
      out.push(line("M-2.6 15.8Q0 18.6 2.6 15.8", darken(topColor, 0.3), 0.6));
    }
    if (logo) out.push(logoMark(-6.6, 23.4, 3.4));
  } else {
    out.push(line(t`M-3 16.6Q0 17.8 3 16.6`, darken(topColor, 0.3), 0.5));
    if (logo) out.push(logoMark(-2.5, 21.5, 5, { bg: BRAND.bg, fg: topColor }));
  }

  // Head.
  const hx = headTurn;
  const head = [];
  if (view === "front") {
    head.push(
      ellipse(hx - 5.2, 8.4, 1.1, 1.8, darken(skin, 0.08)) + ellipse(hx + 5.2, 8.4, 1.1, 1.8, darken(skin, 0.08)),
    );
    head.push(ellipse(hx, 7.4, 5.3, 6.6, skin) + ellipse(hx, 7.4, 5.3, 6.6, shade));
    if (face && h >= 90) {
      const ink = "#221a17";
      const brow = hair === "bald" || hair === "buzz" ? darken(skin, 0.45) : darken(hairColor, 0.1);
      if (h >= 600) {
        // Close-up: almond eyes with a catch light, fuller brows, shaded nose, open smile.
        for (const ex of [hx - 2.05, hx + 2.05]) {
          head.push(
            ellipse(ex, 8, 0.78, 0.5, "#f6f1ea") +
              circle(ex + 0.08, 8.02, 0.42, "#3b2618") +
              circle(ex + 0.08, 8.02, 0.2, ink) +
              circle(ex + 0.22, 7.86, 0.09, "#fff"),
          );
          head.push(line(t`M${ex - 0.8} 7.8q0.8-0.6 1.6 0`, darken(skin, 0.45), 0.16));
        }
        head.push(
          path(
            t`M${hx - 3.1} 6.3q1.1-0.95 2.3-0.35l-0.1 0.4q-1-0.3-2.1 0.2zM${hx + 3.1} 6.3q-1.1-0.95-2.3-0.35l0.1 0.4q1-0.3 2.1 0.2z`,
            brow,
          ),
        );
        head.push(path(t`M${hx + 0.15} 8.2q0.9 2 0.2 2.6q-0.6 0.25-1.1-0.1q0.7-0.2 0.9-0.6z`, darken(skin, 0.22)));
        head.push(
          path(t`M${hx - 1.5} 11.35q1.5 0.5 3 0q-0.35 1.5-1.5 1.55q-1.15-0.05-1.5-1.55z`, "#6b2a22") +
            path(t`M${hx - 1.2} 11.5q1.2 0.3 2.4 0l-0.1 0.35h-2.2z`, "#f4efe8"),
        );
        head.push(
          ellipse(hx - 3.2, 10.2, 1, 0.6, "#e07a5f", 'opacity="0.18"') +
            ellipse(hx + 3.2, 10.2, 1, 0.6, "#e07a5f", 'opacity="0.18"'),
        );
      } else {
        head.push(circle(hx - 2.05, 8, 0.5, ink) + circle(hx + 2.05, 8, 0.5, ink));
        head.push(line(t`M${hx - 3} 6.1q1-0.6 2 0M${hx + 1} 6.1q1-0.6 2 0`, brow, 0.42));
        head.push(line(t`M${hx + 0.2} 8.3q0.7 1.8-0.5 2.2`, darken(skin, 0.28), 0.4));
        head.push(line(t`M${hx - 1.5} 11.5q1.5 1 3 0`, "#7a3328", 0.45));
      }
    }
    if (beard)
      head.push(
        path(
          t`M${hx - 5.3} 8C${hx - 5.2} 13.6 ${hx - 2.6} 15.1 ${hx} 15.1S${hx + 5.2} 13.6 ${hx + 5.3} 8C${hx + 4.4} 11 ${hx + 2.6} 10.8 ${hx} 10.8S${hx - 4.4} 11 ${hx - 5.3} 8Z`,
          hairColor,
          'opacity="0.92"',
        ) + (face && h >= 90 ? line(t`M${hx - 1.4} 12.3q1.4 0.8 2.8 0`, "#6b2d24", 0.45) : ""),
      );
    head.push(g(hairFront(hair, hairColor), hx ? t`transform="translate(${hx} 0)"` : ""));
    if (hair !== "bald" && hair !== "buzz" && hair !== "curly")
      head.push(line(t`M${hx - 3.4} 1.9q2.4-1.5 5.2-0.6`, lighten(hairColor, 0.35), 0.5, 'opacity="0.45"'));
    if (glasses) {
      head.push(
        line(
          t`M${hx - 4} 7.1h3.1v2.3h-3.1zM${hx + 0.9} 7.1h3.1v2.3h-3.1zM${hx - 0.9} 7.6h1.8`,
          "#1d1d22",
          0.45,
          'stroke-linejoin="round"',
        ),
      );
    }
  } else {
    head.push(ellipse(-5.2, 8.4, 1.1, 1.8, darken(skin, 0.1)) + ellipse(5.2, 8.4, 1.1, 1.8, darken(skin, 0.1)));
    head.push(ellipse(0, 7.4, 5.3, 6.6, skin) + ellipse(0, 7.4, 5.3, 6.6, shade));
    head.push(hairBack(hair, hairColor, "back"));
    const hairD = hairBack(hair, hairColor, "back").match(/d="([^"]+)"/)?.[1];
    if (hairD) head.push(path(hairD, shade));
  }
  silhouette.push("M-5.3 7.4a5.3 6.6 0 1 0 10.6 0a5.3 6.6 0 1 0-10.6 0Z");
  out.push(...head);

  // Arms and hands.
  const sleeve = top === "tee" || top === "polo" || dress ? "short" : "long";
  const armColors = view === "front" ? [topColor, darken(topColor, 0.18)] : [darken(topColor, 0.12), topColor];
  const skinColors = [skin, darken(skin, 0.12)];
  [armL, armR].forEach((arm, i) => {
    const [s, e, w] = arm;
    const dx = w[0] - e[0];
    const dy = w[1] - e[1];
    const len = Math.hypot(dx, dy) || 1;
    const hand = [w[0] + (dx / len) * 1.6, w[1] + (dy / len) * 1.6];
    const d = t`M${s[0]} ${s[1]}L${e[0]} ${e[1]}L${w[0]} ${w[1]}`;
    if (sleeve === "short") {
      out.push(line(d, skinColors[i], 4.2));
      const mid = [s[0] + (e[0] - s[0]) * 0.55, s[1] + (e[1] - s[1]) * 0.55];
      out.push(line(t`M${s[0]} ${s[1]}L${mid[0]} ${mid[1]}`, armColors[i], 5.6));
    } else {
      out.push(line(d, armColors[i], 5));
      out.push(
        line(
          t`M${w[0]} ${w[1]}L${w[0] + (dx / len) * 0.6} ${w[1] + (dy / len) * 0.6}`,
          darken(armColors[i], 0.25),
          4.6,
          'stroke-linecap="butt"',
        ),
      );
    }
    // Hand: an oval along the forearm, with a thumb towards the body when large enough.
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI - 90;
    if (h >= 280) {
      const side = (i === 0 ? 1 : -1) * (view === "back" ? -1 : 1);
      const tx = hand[0] - (dy / len) * 1.7 * side - (dx / len) * 0.6;
      const ty = hand[1] + (dx / len) * 1.7 * side - (dy / len) * 0.6;
      out.push(
        ellipse(tx, ty, 0.8, 1.5, darken(skinColors[i], 0.06), t`transform="rotate(${angle + side * 25} ${tx} ${ty})"`),
      );
    }
    out.push(
      ellipse(
        hand[0],
        hand[1] + 0.2,
        2.05,
        2.75,
        skinColors[i],
        t`transform="rotate(${angle} ${hand[0]} ${hand[1] + 0.2})"`,
      ),
    );
    silhouette.push(line(d, "#000", 5));
  });
  if (p.item && !(view === "back" && p.item !== "phoneUp")) {
    const leftHanded = p.item === "cup" || p.item === "glass" || p.item === "bottle";
    // The back view swapped (and mirrored) the arms.
    const arm = view === "back" ? (leftHanded ? armR : armL) : leftHanded ? armL : armR;
    const dx = arm[2][0] - arm[1][0];
    const dy = arm[2][1] - arm[1][1];
    const len = Math.hypot(dx, dy) || 1;
    out.push(heldItem(p.item, [arm[2][0] + (dx / len) * 1.6, arm[2][1] + (dy / len) * 1.6], hold));
  }

  let rimMarkup = "";
  if (rim) {
    rimMarkup = g(
      silhouette
        .map((d) => (d.startsWith("<") ? d.replace('stroke="#000"', `stroke="${rim}"`) : path(d, rim)))
        .join(""),
      `transform="translate(${light === "l" ? -0.3 : 0.3} -0.5)" opacity="0.8"`,
    );
  }

  const sx = (flip ? -1 : 1) * scale * bw;
  const transform = t`translate(${x} ${y - legsBottom * scale}) scale(${fmt(sx, 3)} ${fmt(scale, 3)})`;
  const op = opacity !== undefined ? ` opacity="${opacity}"` : "";
  return `<g transform="${transform}"${op}>${rimMarkup}${out.join("")}</g>`;
}

/** Random person options from a seeded generator. */
export function randomPerson(rand, overrides = {}) {
  const sex = rand.chance(0.45) ? "f" : "m";
  const hair =
    sex === "f"
      ? rand.pick(["long", "long", "bob", "bun", "ponytail", "curly"])
      : rand.pick(["short", "short", "side", "buzz", "curly", "bald", "short"]);
  const top = rand.pick(
    sex === "f"
      ? ["blazer", "tee", "shirt", "hoodie", "sweater", "blazer"]
      : ["shirt", "blazer", "tee", "hoodie", "sweater", "polo", "shirt"],
  );
  return {
    sex,
    skin: rand.pick(SKIN),
    hair,
    hairColor: hair === "bald" ? "#000" : rand.pick(HAIR),
    top,
    topColor: rand.pick(CLOTHES),
    inner: rand.pick(["#e9edf3", "#d9d2c3", "#15171c", "#9fb7d9"]),
    bottom: rand.pick(TROUSERS),
    shoes: rand.pick(["#1a1a1f", "#3a2a20", "#e8e8ea", "#2b2f38"]),
    beard: sex === "m" && rand.chance(0.3),
    glasses: rand.chance(0.22),
    dress: sex === "f" && rand.chance(0.18),
    bw: rand.range(0.94, 1.07),
    ...overrides,
  };
}

// ---------------------------------------------------------------- props

/** A laptop seen from behind (lid with the glowing logo) or from the front (chart on screen). */
export function laptop(doc, x, y, w, { view = "back", rand, screen = "#0c1426", glow = true } = {}) {
  const h = w * 0.66;
  if (view === "back") {
    return g(
      (glow ? ellipse(x, y - h * 0.4, w * 0.9, h * 0.7, "#7fb2ff", `opacity="0.10" filter="${doc.blur(6)}"`) : "") +
        path(t`M${x - w / 2} ${y - h}h${w}l${w * 0.02} ${h}h${-w * 1.04}z`, "#b9c0cc") +
        path(t`M${x - w / 2} ${y - h}h${w}l${w * 0.02} ${h}h${-w * 1.04}z`, "url(#shL)") +
        logoMark(x - w * 0.08, y - h * 0.6, w * 0.16, { bg: "#d6dce6", fg: "#9aa3b2" }) +
        rect(x - w * 0.56, y - 1.2, w * 1.12, 2.4, "#8e96a3", 'rx="1"'),
    );
  }
  const r = rand ?? rng(Math.round(x * 7 + y));
  const sx = x - w / 2;
  const sy = y - h;
  const chart = candleData(r, 18, { drift: 0.02, vol: 0.05 });
  return g(
    path(t`M${sx} ${sy}h${w}v${h * 0.92}h${-w}z`, "#2a2e36", 'rx="2"') +
      rect(sx + w * 0.04, sy + h * 0.05, w * 0.92, h * 0.8, screen) +
      candles(chart, sx + w * 0.08, sy + h * 0.14, w * 0.84, h * 0.62, { gap: 0.35 }) +
      path(t`M${sx - w * 0.1} ${y}h${w * 1.2}l${-w * 0.06} ${-h * 0.08}h${-w * 1.08}z`, "#aeb5c1"),
  );
}

/** A monitor/TV frame with a chart. */
export function screenChart(
  doc,
  x,
  y,
  w,
  h,
  {
    rand,
    kind = "candles",
    frame = "#0d0f14",
    bg = "#0b1222",
    n = 40,
    drift = 0.015,
    line: lineColor = BRAND.accent,
    grid = true,
    bezel = 0.02,
    glow = 0,
  } = {},
) {
  const r = rand ?? rng(Math.round(x + y * 3));
  const b = Math.max(2, w * bezel);
  const ix = x + b;
  const iy = y + b;
  const iw = w - 2 * b;
  const ih = h - 2 * b;
  let inner = rect(ix, iy, iw, ih, bg);
  if (grid) {
    let d = "";
    for (let i = 1; i < 5; i++) d += t`M${ix} ${iy + (ih * i) / 5}h${iw}`;
    for (let i = 1; i < 7; i++) d += t`M${ix + (iw * i) / 7} ${iy}v${ih}`;
    inner += `<path d="${d}" stroke="#ffffff" stroke-opacity="0.06" stroke-width="${fmt(Math.max(0.5, w / 800), 2)}"/>`;
  }
  const px = ix + iw * 0.05;
  const py = iy + ih * 0.12;
  const pw = iw * 0.9;
  const ph = ih * 0.72;
  if (kind === "candles") {
    inner += candles(candleData(r, n, { drift, vol: 0.045 }), px, py, pw, ph);
  } else if (kind === "line") {
    const pts = chartPoints(walk(r, n, { drift, vol: 0.05 }), px, py, pw, ph);
    const area = polyline(pts) + t`L${px + pw} ${iy + ih}L${px} ${iy + ih}Z`;
    const gid = `area${lineColor.replace("#", "")}`;
    doc.lin(
      gid,
      [0, 0, 0, 1],
      [
        [0, lineColor, 0.35],
        [1, lineColor, 0],
      ],
    );
    inner += path(area, `url(#${gid})`) + line(polyline(pts), lineColor, Math.max(1, w / 220));
  } else if (kind === "bars") {
    const vals = walk(r, n, { drift: 0, vol: 0.3 });
    const step = pw / n;
    let up = "";
    let down = "";
    vals.forEach((v, i) => {
      const bh = Math.abs(v - 0.5) * ph;
      const seg =
        v >= 0.5
          ? t`M${px + i * step} ${py + ph / 2 - bh}h${step * 0.7}v${bh}h${-step * 0.7}z`
          : t`M${px + i * step} ${py + ph / 2}h${step * 0.7}v${bh}h${-step * 0.7}z`;
      if (v >= 0.5) up += seg;
      else down += seg;
    });
    inner += path(up, BRAND.gain) + path(down, BRAND.loss);
  } else if (kind === "book") {
    for (let i = 0; i < 12; i++) {
      const bwid = r.range(0.15, 0.9) * iw * 0.45;
      inner += rect(
        ix + iw / 2 - bwid,
        iy + ih * 0.06 + i * ih * 0.074,
        bwid,
        ih * 0.05,
        i < 6 ? BRAND.loss : BRAND.gain,
        'opacity="0.55"',
      );
      inner += rect(ix + iw * 0.56, iy + ih * 0.07 + i * ih * 0.074, iw * 0.34, ih * 0.03, "#cfd6e4", 'opacity="0.35"');
    }
  } else if (kind === "heat") {
    const cols = ["#2563eb", "#14b8a6", "#84cc16", "#facc15", "#f97316", "#ef4444"];
    const vals = walk(r, n, { drift: 0.02, vol: 0.06 });
    vals.forEach((v, i) => {
      inner += circle(
        px + (pw * i) / (n - 1),
        py + ph * (1 - v),
        Math.max(1.2, w / 160),
        cols[Math.min(5, Math.floor(v * 6))],
      );
    });
  }
  const clipId = `scr${Math.round(x)}_${Math.round(y)}_${Math.round(w)}`;
  doc.def(clipId, t`<clipPath id="${clipId}"><rect x="${ix}" y="${iy}" width="${iw}" height="${ih}"/></clipPath>`);
  return g(
    (glow
      ? rect(
          x - w * 0.05,
          y - h * 0.05,
          w * 1.1,
          h * 1.1,
          bg === "#0b1222" ? "#4d7bd6" : bg,
          `opacity="${glow}" filter="${doc.blur(Math.round(w / 14))}"`,
        )
      : "") +
      rect(x, y, w, h, frame, t`rx="${b * 0.6}"`) +
      g(inner, `clip-path="url(#${clipId})"`) +
      path(t`M${ix} ${iy}h${iw}l${-iw * 0.55} ${ih}h${-iw * 0.45}z`, "#fff", 'opacity="0.035"'),
  );
}

/** A potted plant. */
export function plant(x, y, s, rand, { pot = "#d9d2c3", leaf = "#3f7a4a" } = {}) {
  let leaves = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * 2.4 + rand.range(-0.15, 0.15);
    const len = s * rand.range(0.7, 1.15);
    const ex = x + Math.cos(a) * len;
    const ey = y - s * 0.55 + Math.sin(a) * len;
    const col = i % 2 ? leaf : darken(leaf, 0.2);
    leaves += path(
      t`M${x} ${y - s * 0.5}Q${(x + ex) / 2 + Math.sin(a) * s * 0.22} ${(y - s * 0.5 + ey) / 2 - Math.cos(a) * s * 0.22} ${ex} ${ey}Q${(x + ex) / 2 - Math.sin(a) * s * 0.1} ${(y - s * 0.5 + ey) / 2 + Math.cos(a) * s * 0.1} ${x} ${y - s * 0.5}Z`,
      col,
    );
  }
  return g(
    leaves +
      path(t`M${x - s * 0.32} ${y - s * 0.55}h${s * 0.64}l${-s * 0.06} ${s * 0.55}h${-s * 0.52}z`, pot) +
      path(t`M${x - s * 0.32} ${y - s * 0.55}h${s * 0.64}l${-s * 0.06} ${s * 0.55}h${-s * 0.52}z`, "url(#shL)"),
  );
}

/** Warm pendant lamp with a soft light pool. */
export function pendant(doc, x, y, s, { cord = 0, color = "#ffcf8a", shade = "#1d2230" } = {}) {
  doc.rad(
    "lampGlow",
    [0.5, 0.5, 0.5],
    [
      [0, color, 0.55],
      [0.4, color, 0.18],
      [1, color, 0],
    ],
  );
  return g(
    (cord ? line(t`M${x} ${y - cord}V${y}`, "#222", Math.max(0.8, s * 0.04)) : "") +
      ellipse(x, y + s * 0.5, s * 2.6, s * 1.8, "url(#lampGlow)") +
      path(t`M${x - s * 0.16} ${y}h${s * 0.32}l${s * 0.42} ${s * 0.5}h${-s * 1.16}z`, shade) +
      ellipse(x, y + s * 0.52, s * 0.54, s * 0.09, color),
  );
}

/** A string of warm light bulbs hanging between two points. */
export function stringLights(doc, x1, y1, x2, y2, sag, n, { color = "#ffd28a", r = 3 } = {}) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  let bulbs = "";
  let glows = "";
  for (let i = 1; i < n; i++) {
    const s = i / n;
    const bx = (1 - s) ** 2 * x1 + 2 * (1 - s) * s * mx + s * s * x2;
    const by = (1 - s) ** 2 * y1 + 2 * (1 - s) * s * (2 * my - (y1 + y2) / 2) + s * s * y2 + r * 1.4;
    glows += circle(bx, by, r * 3.2, color);
    bulbs += circle(bx, by, r, lighten(color, 0.5));
  }
  return g(
    line(t`M${x1} ${y1}Q${mx} ${2 * my - (y1 + y2) / 2} ${x2} ${y2}`, "#1b1b1b", 1.2) +
      g(glows, `opacity="0.35" filter="${doc.blur(r * 1.6)}"`) +
      bulbs,
  );
}

/** Bokeh: blurred soft circles. */
export function bokeh(doc, rand, n, [x, y, w, h], colors, [rmin, rmax] = [8, 26], opacity = 0.35, sd = 4) {
  let out = "";
  for (let i = 0; i < n; i++)
    out += circle(
      x + rand() * w,
      y + rand() * h,
      rand.range(rmin, rmax),
      rand.pick(colors),
      t`opacity="${rand.range(0.3, 1) * opacity}"`,
    );
  return g(out, `filter="${doc.blur(sd)}"`);
}

/** Brick pattern fill; returns url(). */
export function bricks(
  doc,
  id,
  { base = "#5a2f24", mortar = "#3a1e17", w = 36, h = 14, vary = ["#63342a", "#512a21", "#6b3a2d", "#4a261e"] } = {},
) {
  const b = (x, y, c) => t`<rect x="${x + 1}" y="${y + 1}" width="${w - 2}" height="${h - 2}" fill="${c}"/>`;
  return doc.def(
    id,
    t`<pattern id="${id}" width="${w * 2}" height="${h * 2}" patternUnits="userSpaceOnUse"><rect width="${w * 2}" height="${h * 2}" fill="${mortar}"/>${b(0, 0, base)}${b(w, 0, vary[0])}${b(-w / 2, h, vary[1])}${b(w / 2, h, vary[2])}${b((w * 3) / 2, h, vary[3])}</pattern>`,
  );
}

/** Edge darkening that makes a scene read like a photograph. */
export function vignette(doc, w, h, strength = 0.55) {
  doc.rad(
    "vign",
    [0.5, 0.5, 0.75],
    [
      [0.55, "#000", 0],
      [1, "#000", strength],
    ],
  );
  return rect(0, 0, w, h, "url(#vign)");
}

/** A simple stage spotlight beam from (x, y) down to (x2, y2). */
export function beam(doc, x, y, x2, y2, width, color = "#fff3d6", opacity = 0.18) {
  const id = `beam${color.replace("#", "")}`;
  doc.lin(
    id,
    [0, 0, 0, 1],
    [
      [0, color, 0.9],
      [1, color, 0],
    ],
  );
  const dx = x2 - x;
  const dy = y2 - y;
  const len = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI - 90;
  return g(
    path(t`M${-width * 0.06} 0L${width * 0.06} 0L${width} ${len}L${-width} ${len}Z`, `url(#${id})`),
    t`transform="translate(${x} ${y}) rotate(${angle})" opacity="${opacity}" filter="${doc.blur(6)}"`,
  );
}

/** Chair seen from behind (back rest only). */
export function chairBack(x, y, w, color = "#1c2233") {
  return path(
    t`M${x - w / 2} ${y}q0-${w * 0.5} ${w * 0.12}-${w * 0.56}h${w * 0.76}q${w * 0.12} ${w * 0.06} ${w * 0.12} ${w * 0.56}z`,
    color,
  );
}

/** Confetti pieces. */
export function confetti(rand, n, [x, y, w, h], colors, size = 8) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const s = size * rand.range(0.5, 1.2);
    out += t`<rect x="${cx}" y="${cy}" width="${s}" height="${s * 0.45}" fill="${rand.pick(colors)}" transform="rotate(${rand.int(0, 179)} ${cx} ${cy})"/>`;
  }
  return out;
}
