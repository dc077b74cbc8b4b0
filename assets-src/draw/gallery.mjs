// Draws the 13 gallery pictures (assets-src/gallery/event-NN.svg): illustrated "photos" of
// Profit Scout's community events. Run: node assets-src/draw/gallery.mjs [event-01 ...]
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  BRAND,
  Doc,
  HAIR,
  SKIN,
  beam,
  bokeh,
  bricks,
  candleData,
  candles,
  chartPoints,
  circle,
  confetti,
  darken,
  ellipse,
  g,
  laptop,
  lighten,
  line,
  logoLockup,
  logoMark,
  mix,
  path,
  pendant,
  person,
  plant,
  poly,
  polyline,
  randomPerson,
  rect,
  screenChart,
  smooth,
  stringLights,
  t,
  text,
  vignette,
  walk,
} from "./kit.mjs";

const W = 1500;
const H = 1000;
const OUT = fileURLToPath(new URL("../gallery/", import.meta.url));

/** Marco Berger, the founder: short dark hair, beard, dark shirt. */
const MARCO = {
  sex: "m",
  skin: "#e3b08a",
  hair: "side",
  hairColor: "#2a1d16",
  beard: true,
  top: "shirt",
  topColor: "#1d2433",
  bottom: "#1c2230",
  shoes: "#2a1f18",
};

/** Darkens every colour of a person (figures in shadow or against the light). */
function dim(o, k, toward = "#05070d") {
  const m = (c) => (c ? mix(c, toward, k) : c);
  return {
    ...o,
    skin: m(o.skin),
    hairColor: m(o.hairColor),
    topColor: m(o.topColor),
    bottom: m(o.bottom),
    inner: m(o.inner),
    shoes: m(o.shoes),
  };
}

/** Rows of audience seen from behind; rows = [{ y, h, n, x0, x1, dimK }]. */
function audience(rand, rows, { rim = "#ffcf99", poseChance = 0, screenColor } = {}) {
  let out = "";
  for (const row of rows) {
    const step = (row.x1 - row.x0) / row.n;
    const people = [];
    for (let i = 0; i < row.n; i++) {
      const o = randomPerson(rand);
      const pose = rand.chance(poseChance) ? "raise" : "down";
      people.push(
        person({
          ...dim(o, row.dimK ?? 0.55),
          x: row.x0 + step * (i + 0.5) + rand.range(-step * 0.2, step * 0.2),
          y: row.y + rand.range(-row.h * 0.02, row.h * 0.02),
          h: row.h * rand.range(0.94, 1.05),
          view: "back",
          bust: true,
          pose,
          rim,
          hold: { screen: screenColor },
          dress: false,
        }),
      );
    }
    out += people.join("");
  }
  return out;
}

/** Dark hall backdrop with a ceiling truss and hanging fixtures. */
function truss(doc, x0, x1, y, rand, { fixtures = 8, color = "#2a2f3a" } = {}) {
  let d = t`M${x0} ${y}H${x1}M${x0} ${y + 22}H${x1}`;
  for (let x = x0; x < x1; x += 22) d += t`M${x} ${y}L${x + 11} ${y + 22}L${x + 22} ${y}`;
  let lamps = "";
  for (let i = 0; i < fixtures; i++) {
    const fx = x0 + ((x1 - x0) * (i + 0.5)) / fixtures;
    lamps +=
      rect(fx - 9, y + 24, 18, 22, "#15181f", 'rx="3"') +
      ellipse(fx, y + 47, 8, 3, rand.pick(["#fff1d0", "#ffd59a", "#ffe6bb"]));
  }
  return line(d, color, 2.2) + lamps;
}

// ---------------------------------------------------------------- 01 conference stage

function event01() {
  const doc = new Doc(W, H, 101);
  const r = doc.rand;
  doc.lin(
    "hall",
    [0, 0, 0, 1],
    [
      [0, "#05080f"],
      [0.6, "#0b1122"],
      [1, "#070a12"],
    ],
  );
  doc.lin(
    "stageFloor",
    [0, 0, 0, 1],
    [
      [0, "#1d2436"],
      [1, "#0d1120"],
    ],
  );
  doc.lin(
    "stageFront",
    [0, 0, 0, 1],
    [
      [0, "#0f1424"],
      [1, "#05070d"],
    ],
  );
  doc.lin(
    "screenBg",
    [0, 0, 0, 1],
    [
      [0, "#0d1630"],
      [1, "#081022"],
    ],
  );
  doc.lin(
    "haze",
    [0, 0, 0, 1],
    [
      [0, "#9fb7ff", 0],
      [0.55, "#9fb7ff", 0.07],
      [1, "#ffb56b", 0.05],
    ],
  );
  const parts = [];
  parts.push(rect(0, 0, W, H, "url(#hall)"));
  // Side walls with acoustic panels.
  for (let i = 0; i < 6; i++) {
    parts.push(rect(i * 40, 120 + i * 8, 34, 520 - i * 16, "#0d1322", 'opacity="0.9"'));
    parts.push(rect(W - 34 - i * 40, 120 + i * 8, 34, 520 - i * 16, "#0d1322", 'opacity="0.9"'));
  }
  // Big LED wall with the chart.
  const sx = 360;
  const sy = 140;
  const sw = 780;
  const sh = 420;
  parts.push(rect(sx - 40, sy - 40, sw + 80, sh + 80, "#3d6cff", `opacity="0.16" filter="${doc.blur(40)}"`));
  parts.push(rect(sx - 8, sy - 8, sw + 16, sh + 16, "#05070c"));
  parts.push(rect(sx, sy, sw, sh, "url(#screenBg)"));
  let grid = "";
  for (let i = 1; i < 6; i++) grid += t`M${sx + 40} ${sy + 70 + i * 54}H${sx + sw - 80}`;
  for (let i = 1; i < 10; i++) grid += t`M${sx + 40 + i * 66} ${sy + 80}V${sy + sh - 40}`;
  parts.push(`<path d="${grid}" stroke="#fff" stroke-opacity="0.07" stroke-width="1.2"/>`);
  const shape = (x) => 0.9 * x ** 1.6 + 0.16 * Math.sin(x * 11 + 0.6);
  const data = candleData(r, 54, { vol: 0.03, shape });
  parts.push(candles(data, sx + 40, sy + 92, sw - 130, sh - 150));
  // Moving average and signal markers.
  const ma = data.map((c, i) => {
    const win = data.slice(Math.max(0, i - 6), i + 1);
    return win.reduce((a, b) => a + (b.open + b.close) / 2, 0) / win.length;
  });
  const maPts = chartPoints(ma, sx + 40 + (sw - 130) / 108, sy + 92, sw - 130 - (sw - 130) / 54, sh - 150);
  parts.push(line(smooth(maPts), BRAND.accent, 3.5));
  // Signals: buy at the two troughs, sell at the peak between them.
  const argBy = (from, to, pick) => {
    let best = from;
    for (let i = from; i < to; i++) if (pick(data[i], data[best])) best = i;
    return best;
  };
  const buy1 = argBy(4, 22, (a, b) => a.low < b.low);
  const sell = argBy(22, 42, (a, b) => a.high > b.high);
  const buy2 = argBy(sell + 3, 50, (a, b) => a.low < b.low);
  const cxOf = (i) => sx + 40 + ((sw - 130) * (i + 0.5)) / 54;
  for (const i of [buy1, buy2]) {
    const cy = sy + 92 + (sh - 150) * (1 - data[i].low) + 22;
    parts.push(path(t`M${cxOf(i)} ${cy - 10}l11 16h-22z`, BRAND.gain));
  }
  {
    const cy = sy + 92 + (sh - 150) * (1 - data[sell].high) - 22;
    parts.push(path(t`M${cxOf(sell)} ${cy + 10}l11-16h-22z`, BRAND.accent));
  }
  // Screen header: logo and pair, price tag on the right axis.
  parts.push(logoLockup(sx + 36, sy + 26, 30, "#e6ebf5"));
  parts.push(text(sx + sw - 40, sy + 50, 22, "#7283a8", "BTC / USD · 1D", 'text-anchor="end" font-weight="600"'));
  const last = data[data.length - 1];
  const ly = sy + 92 + (sh - 150) * (1 - last.close);
  parts.push(
    rect(sx + sw - 86, ly - 13, 70, 26, BRAND.gain, 'rx="4"') +
      text(sx + sw - 51, ly + 7, 16, "#04140a", "68,420", 'text-anchor="middle" font-weight="700"'),
  );
  parts.push(rect(sx, sy + sh - 26, sw, 26, "#000", 'opacity="0.25"'));
  // Side screens.
  for (const x of [70, 1220]) {
    parts.push(rect(x - 20, 190, 250, 190, "#ff9a3d", `opacity="0.12" filter="${doc.blur(24)}"`));
    parts.push(rect(x, 200, 210, 150, "#05070c") + rect(x + 5, 205, 200, 140, "#0c1428"));
    parts.push(logoMark(x + 80, 240, 50));
    parts.push(
      rect(x + 45, 305, 120, 6, "#e6ebf5", 'opacity="0.5" rx="3"') +
        rect(x + 65, 318, 80, 5, "#7283a8", 'opacity="0.6" rx="2.5"'),
    );
  }
  // Truss and beams.
  parts.push(truss(doc, 0, W, 58, r, { fixtures: 9 }));
  for (let i = 0; i < 9; i++) {
    const fx = (W * (i + 0.5)) / 9;
    const tx = fx + (i < 4 ? 120 : i > 4 ? -120 : 0) + r.range(-40, 40);
    parts.push(beam(doc, fx, 105, tx, 700, 90, i % 3 === 1 ? "#ffd59a" : "#dce6ff", 0.14));
  }
  // Stage.
  parts.push(path("M130 620H1370L1500 700H0Z", "url(#stageFloor)"));
  parts.push(ellipse(960, 650, 240, 40, "#ffe3b8", `opacity="0.22" filter="${doc.blur(18)}"`));
  parts.push(rect(0, 700, W, 90, "url(#stageFront)"));
  parts.push(
    rect(0, 700, W, 4, BRAND.accent, 'opacity="0.85"') +
      rect(0, 696, W, 12, BRAND.accent, `opacity="0.35" filter="${doc.blur(6)}"`),
  );
  // Lectern with the logo.
  parts.push(path("M440 505H560L552 655H448Z", "#141a2a") + path("M440 505H560L552 655H448Z", "url(#shL)"));
  parts.push(path("M430 492H570L562 510H438Z", "#222a3d"));
  parts.push(logoMark(482, 540, 36));
  parts.push(line("M500 492L488 470", "#111", 3) + circle(487, 468, 4, "#2c2f36"));
  // Speaker with a clicker, lit by the follow spot.
  parts.push(ellipse(940, 662, 80, 14, "#000", 'opacity="0.45"'));
  parts.push(
    person({
      x: 940,
      y: 664,
      h: 270,
      pose: "talk",
      sex: "f",
      skin: "#e0ac84",
      hair: "bob",
      hairColor: "#3b2619",
      top: "blazer",
      topColor: "#e9edf3",
      inner: "#15171c",
      bottom: "#1c2230",
      shoes: "#15171c",
      face: true,
      rim: "#fff1d6",
      light: "r",
    }),
  );
  // Stage monitors.
  for (const x of [330, 700, 1130])
    parts.push(path(t`M${x} 690l16-34h90l16 34z`, "#0b0d12") + rect(x + 24, 664, 76, 16, "#1b1f29", 'rx="3"'));
  // Haze over the whole room.
  parts.push(rect(0, 0, W, 760, "url(#haze)"));
  parts.push(bokeh(doc, r, 14, [0, 40, W, 120], ["#ffe7bf", "#cfe0ff"], [4, 10], 0.5, 2));
  // Audience from behind, in front of the stage.
  parts.push(
    audience(
      r,
      [
        { y: 960, h: 330, n: 9, x0: -60, x1: 1560, dimK: 0.72 },
        { y: 1130, h: 470, n: 7, x0: -80, x1: 1580, dimK: 0.78 },
        { y: 1330, h: 640, n: 5, x0: -120, x1: 1620, dimK: 0.84 },
      ],
      { rim: "#ffd9a8", poseChance: 0.08, screenColor: "#e6f0ff" },
    ),
  );
  parts.push(vignette(doc, W, H, 0.6));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 02 audience from behind

function event02() {
  const doc = new Doc(W, H, 202);
  const r = doc.rand;
  doc.lin(
    "hall2",
    [0, 0, 0, 1],
    [
      [0, "#04060c"],
      [1, "#0c1222"],
    ],
  );
  doc.rad(
    "stageGlow",
    [0.5, 0.5, 0.5],
    [
      [0, "#ffb86b", 0.55],
      [0.5, "#ff8c2a", 0.15],
      [1, "#ff8c2a", 0],
    ],
  );
  doc.lin(
    "haze2",
    [0, 0, 0, 1],
    [
      [0, "#ffcf99", 0.0],
      [0.5, "#ffcf99", 0.08],
      [1, "#ffcf99", 0],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#hall2)")];
  // Far stage: wide LED wall with a line chart, small speaker.
  parts.push(ellipse(750, 380, 700, 320, "url(#stageGlow)"));
  const lx = 430;
  const ly = 170;
  parts.push(rect(lx - 6, ly - 6, 652, 332, "#020305"));
  parts.push(
    screenChart(doc, lx, ly, 640, 320, { rand: r, kind: "line", n: 70, drift: 0.02, bg: "#0b1326", bezel: 0.005 }),
  );
  parts.push(logoLockup(lx + 24, ly + 20, 22, "#e6ebf5"));
  parts.push(
    rect(180, 230, 170, 200, "#05070c") +
      screenChart(doc, 184, 234, 162, 192, { rand: r, kind: "candles", n: 16, bezel: 0.01 }),
  );
  parts.push(
    rect(1150, 230, 170, 200, "#05070c") +
      screenChart(doc, 1154, 234, 162, 192, { rand: r, kind: "candles", n: 16, bezel: 0.01 }),
  );
  parts.push(path("M120 520H1380L1440 560H60Z", "#161c2c") + rect(60, 560, 1380, 40, "#080b13"));
  parts.push(rect(60, 558, 1380, 3, BRAND.accent, 'opacity="0.8"'));
  parts.push(person({ x: 760, y: 540, h: 120, pose: "mic", ...MARCO, face: false, rim: "#fff0d8" }));
  // Truss and coloured beams.
  parts.push(truss(doc, 100, 1400, 70, r, { fixtures: 7 }));
  for (let i = 0; i < 7; i++) {
    const fx = 100 + (1300 * (i + 0.5)) / 7;
    parts.push(beam(doc, fx, 115, 750 + (fx - 750) * 0.4, 560, 70, i % 2 ? "#ffd59a" : "#f7931a", 0.2));
  }
  parts.push(rect(0, 0, W, 700, "url(#haze2)"));
  // Audience: many rows getting larger towards the camera; some raise phones.
  const rows = [];
  for (let i = 0; i < 8; i++) {
    const k = i / 7;
    rows.push({
      y: 640 + k ** 1.6 * 660 + 40,
      h: 120 + k ** 1.7 * 560,
      n: Math.round(24 - k * 17),
      x0: -60 - k * 80,
      x1: W + 60 + k * 80,
      dimK: 0.62 + k * 0.22,
    });
  }
  parts.push(audience(r, rows, { rim: "#ffc27a", poseChance: 0.12, screenColor: "#ffe8c8" }));
  parts.push(bokeh(doc, r, 18, [0, 0, W, 260], ["#ffd9a0", "#ffb060"], [5, 16], 0.45, 3));
  parts.push(vignette(doc, W, H, 0.65));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- shared rooms

/** A window with a daylight view (sky, blurred trees and buildings) and mullions. */
function dayWindow(doc, x, y, w, h, rand, { cols = 3, rows = 2, frame = "#2b2f38", frameW = 8 } = {}) {
  doc.lin(
    "sky",
    [0, 0, 0, 1],
    [
      [0, "#9cc3ea"],
      [0.7, "#d9e8f6"],
      [1, "#eef4fa"],
    ],
  );
  const clip = `win${Math.round(x)}_${Math.round(y)}`;
  doc.def(clip, t`<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
  let view = rect(x, y, w, h, "url(#sky)");
  let bld = "";
  for (let bx = x - 20; bx < x + w; bx += rand.range(50, 110)) {
    const bh = rand.range(0.2, 0.55) * h;
    bld += rect(bx, y + h - bh, rand.range(40, 100), bh, rand.pick(["#c3cdd9", "#b3bfcd", "#d0d7e0", "#a9b6c6"]));
  }
  let trees = "";
  for (let tx = x; tx < x + w + 40; tx += rand.range(40, 80)) {
    trees += ellipse(
      tx,
      y + h - rand.range(0.05, 0.22) * h,
      rand.range(40, 70),
      rand.range(50, 90),
      rand.pick(["#7fa36b", "#6c9460", "#8fb27a", "#5f8756"]),
    );
  }
  view += g(bld + trees, `filter="${doc.blur(5)}" opacity="0.9"`);
  view += path(t`M${x} ${y}h${w * 0.55}l${-w * 0.3} ${h}h${-w * 0.25}z`, "#fff", 'opacity="0.18"');
  let bars = "";
  for (let i = 0; i <= cols; i++) bars += rect(x + (w * i) / cols - frameW / 2, y, frameW, h, frame);
  for (let j = 0; j <= rows; j++) bars += rect(x, y + (h * j) / rows - frameW / 2, w, frameW, frame);
  return g(view, `clip-path="url(#${clip})"`) + bars;
}

/** Wooden floor in perspective from y0 down to the bottom, planks converging at vx. */
function woodFloor(doc, y0, vx, rand, { color = "#9a7452", planks = 26 } = {}) {
  doc.lin(
    "floorShade",
    [0, 0, 0, 1],
    [
      [0, "#000", 0.28],
      [1, "#000", 0],
    ],
  );
  let d = "";
  for (let i = -planks; i <= planks * 2; i++) {
    const bx = (W * i) / planks;
    d += t`M${vx + (bx - vx) * 0.08} ${y0}L${bx + (bx - vx) * 0.9} ${H}`;
  }
  let joints = "";
  for (let k = 0; k < 14; k++) {
    const yy = y0 + (H - y0) * (k / 14) ** 1.6;
    joints += t`M${rand.range(0, W)} ${yy}h${rand.range(20, 60)}`;
  }
  return (
    rect(0, y0, W, H - y0, color) +
    `<path d="${d}" stroke="${darken(color, 0.25)}" stroke-width="1.4" opacity="0.55"/>` +
    `<path d="${joints}" stroke="${darken(color, 0.3)}" stroke-width="1.2" opacity="0.5"/>` +
    rect(0, y0, W, H - y0, "url(#floorShade)")
  );
}

/** Coffee cup on a saucer. */
function cup(x, y, s, color = "#f4f1ea") {
  return (
    ellipse(x, y, s * 1.1, s * 0.28, darken(color, 0.12)) +
    path(t`M${x - s * 0.6} ${y - s}h${s * 1.2}l${-s * 0.1} ${s * 0.9}h${-s}z`, color) +
    line(t`M${x + s * 0.55} ${y - s * 0.8}q${s * 0.45} ${s * 0.05} ${s * 0.2} ${s * 0.45}`, color, s * 0.14) +
    ellipse(x, y - s, s * 0.6, s * 0.14, "#5a3a22")
  );
}

/** A notebook lying on a table (seen at an angle). */
function notebook(x, y, w, color = "#f1eee7") {
  let lines = "";
  for (let i = 1; i < 5; i++) lines += t`M${x + w * 0.12 + i * 1.5} ${y - w * 0.06 * i}h${w * 0.6}`;
  return (
    path(t`M${x} ${y}l${w * 0.2} ${-w * 0.36}h${w * 0.8}l${-w * 0.2} ${w * 0.36}z`, color) +
    `<path d="${lines}" stroke="#9aa3b2" stroke-width="1" opacity="0.6"/>` +
    line(t`M${x + w * 0.75} ${y - w * 0.05}l${w * 0.22} ${-w * 0.1}`, "#1e2a44", 2.2)
  );
}

/** A person seated behind a table, seen from the front (only the bust shows). */
function seatedFront(o, x, tableY, h) {
  return person({ ...o, x, y: tableY + (100 - 47) * (h / 100), h, bust: true });
}

// ---------------------------------------------------------------- 03 workshop

function event03() {
  const doc = new Doc(W, H, 303);
  const r = doc.rand;
  doc.lin(
    "wall3",
    [0, 0, 0, 1],
    [
      [0, "#d5dae2"],
      [1, "#bfc6d1"],
    ],
  );
  doc.lin(
    "tableTop3",
    [0, 0, 0, 1],
    [
      [0, "#d9c19a"],
      [1, "#c4a678"],
    ],
  );
  const parts = [rect(0, 0, W, 600, "url(#wall3)")];
  parts.push(rect(0, 0, W, 40, "#e9ecf1") + rect(0, 40, W, 6, "#aab2bf"));
  parts.push(dayWindow(doc, 40, 100, 470, 420, r, { cols: 3, rows: 2 }));
  // Light falling through the window onto the wall.
  parts.push(path("M540 120L760 100L860 560L640 580Z", "#fff8e6", `opacity="0.28" filter="${doc.blur(14)}"`));
  // Wall TV with a chart, shelf and plant.
  parts.push(
    screenChart(doc, 1080, 150, 360, 210, {
      rand: r,
      kind: "candles",
      n: 30,
      drift: 0.02,
      frame: "#111318",
      glow: 0.08,
    }),
  );
  parts.push(logoMark(1100, 172, 20));
  parts.push(
    rect(620, 300, 300, 10, "#8c7356") +
      plant(700, 300, 70, r) +
      rect(790, 262, 22, 38, "#f7931a") +
      rect(815, 270, 18, 30, "#1e2a44") +
      rect(836, 266, 16, 34, "#d9d2c3") +
      rect(856, 274, 20, 26, "#3c5a86"),
  );
  parts.push(woodFloor(doc, 600, 750, r, { color: "#a47f5b" }));
  // Pendant lamps (off in daylight, still a detail).
  for (const x of [330, 640, 950])
    parts.push(
      line(t`M${x} 46V150`, "#2b2f38", 2) +
        path(t`M${x - 10} 150h20l30 36h-80z`, "#2b2f38") +
        ellipse(x, 186, 40, 6, "#f1e6cf"),
    );
  // Far side: four participants and the trainer.
  const far = [
    {
      ...randomPerson(r, { sex: "f", hair: "long", hairColor: HAIR[4], top: "sweater", topColor: "#9fb7d9" }),
      pose: "table",
    },
    { ...randomPerson(r, { sex: "m", hair: "short", top: "hoodie", topColor: "#2f4f4f", beard: true }), pose: "table" },
    {
      ...randomPerson(r, {
        sex: "f",
        hair: "curly",
        hairColor: HAIR[0],
        skin: SKIN[5],
        top: "blazer",
        topColor: "#6e2a35",
      }),
      pose: "table",
    },
    { ...randomPerson(r, { sex: "m", hair: "buzz", top: "shirt", topColor: "#e9edf3", glasses: true }), pose: "table" },
  ];
  far.forEach((o, i) => parts.push(seatedFront(o, 250 + i * 215, 640, 410)));
  parts.push(ellipse(1210, 700, 70, 12, "#000", 'opacity="0.2"'));
  parts.push(person({ ...MARCO, x: 1210, y: 700, h: 430, pose: "point", topColor: "#232b3d" }));
  // The table.
  parts.push(
    path("M90 620H1140L1250 730H-20Z", "url(#tableTop3)") +
      rect(-20, 730, 1270, 22, "#8d6e4c") +
      rect(40, 752, 18, 120, "#5e4935") +
      rect(1160, 752, 18, 120, "#5e4935"),
  );
  // Laptops facing the far side, with cups, notebooks and bottles.
  far.forEach((_, i) => parts.push(laptop(doc, 250 + i * 215, 665, 128, { view: "back" })));
  parts.push(
    cup(150, 668, 16) + cup(1000, 690, 16, "#1e2a44") + notebook(380, 712, 110) + notebook(770, 700, 100, "#f7931a"),
  );
  parts.push(rect(590, 612, 14, 48, "#cfe3f2", 'opacity="0.85" rx="4"') + rect(592, 604, 10, 10, "#1e2a44"));
  parts.push(rect(870, 620, 14, 46, "#cfe3f2", 'opacity="0.85" rx="4"') + rect(872, 612, 10, 10, "#f7931a"));
  parts.push(plant(560, 700, 60, r, { pot: "#f1eee7" }));
  // Near side: two participants from behind, their screens visible.
  parts.push(laptop(doc, 530, 745, 170, { view: "front", rand: r }));
  parts.push(laptop(doc, 980, 745, 170, { view: "front", rand: r }));
  parts.push(
    person({
      ...randomPerson(r, { sex: "m", hair: "short", hairColor: HAIR[2], top: "sweater", topColor: "#5f6b46" }),
      x: 260,
      y: 1330,
      h: 640,
      view: "back",
      bust: true,
    }),
  );
  parts.push(
    person({
      ...randomPerson(r, { sex: "f", hair: "ponytail", hairColor: HAIR[5], top: "tee", topColor: "#f7931a" }),
      x: 1330,
      y: 1350,
      h: 620,
      view: "back",
      bust: true,
      logo: true,
    }),
  );
  parts.push(vignette(doc, W, H, 0.35));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 04 Berlin loft at night

function skyline(doc, x, y, w, h, rand, { tvTower = 0.45, color = "#0b1020" } = {}) {
  let out = "";
  let lights = "";
  for (let bx = x - 30; bx < x + w + 30; bx += rand.range(30, 80)) {
    const bw = rand.range(30, 70);
    const bh = rand.range(0.15, 0.5) * h;
    out += rect(bx, y + h - bh, bw, bh, color);
    for (let wy = y + h - bh + 8; wy < y + h - 6; wy += 10) {
      for (let wx = bx + 5; wx < bx + bw - 6; wx += 9) if (rand.chance(0.22)) lights += t`M${wx} ${wy}h4`;
    }
  }
  if (tvTower !== null) {
    const tx = x + w * tvTower;
    out += path(t`M${tx - 9} ${y + h}L${tx - 3} ${y + h * 0.25}h6L${tx + 9} ${y + h}Z`, color);
    out +=
      circle(tx, y + h * 0.24, 17, color) +
      rect(tx - 7, y + h * 0.24 - 30, 14, 20, color) +
      rect(tx - 2, y + h * 0.24 - 100, 4, 80, color);
    out +=
      circle(tx, y + h * 0.24 - 100, 3, "#ff4d4d") +
      circle(tx, y + h * 0.24 - 100, 9, "#ff4d4d", `opacity="0.35" filter="${doc.blur(3)}"`);
    out += rect(tx - 18, y + h * 0.24 - 2, 36, 3, "#ffcf7a", 'opacity="0.55"');
  }
  return out + `<path d="${lights}" stroke="#ffd98f" stroke-width="3" opacity="0.7"/>`;
}

function event04() {
  const doc = new Doc(W, H, 404);
  const r = doc.rand;
  const brick = bricks(doc, "brick4", {
    base: "#6a3a2c",
    mortar: "#3b2119",
    vary: ["#74402f", "#5c3125", "#7b4634", "#553023"],
  });
  doc.lin(
    "wallDark4",
    [0, 0, 0, 1],
    [
      [0, "#05070d", 0.75],
      [0.6, "#140c08", 0.35],
      [1, "#05070d", 0.6],
    ],
  );
  doc.lin(
    "night4",
    [0, 0, 0, 1],
    [
      [0, "#070d22"],
      [0.75, "#1b2a55"],
      [1, "#39406a"],
    ],
  );
  doc.lin(
    "floor4",
    [0, 0, 0, 1],
    [
      [0, "#2a2420"],
      [1, "#120f0d"],
    ],
  );
  const parts = [rect(0, 0, W, 700, brick), rect(0, 0, W, 700, "url(#wallDark4)")];
  // Steel-framed window wall with the night skyline and TV tower.
  const wx = 70;
  const wy = 110;
  const ww = 700;
  const wh = 470;
  doc.def("winClip4", t`<clipPath id="winClip4"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/></clipPath>`);
  let view = rect(wx, wy, ww, wh, "url(#night4)");
  view += g(skyline(doc, wx, wy + 160, ww, wh - 160, r, { tvTower: 0.62, color: "#0a0f1f" }));
  view += g(skyline(doc, wx, wy + 260, ww, wh - 260, r, { tvTower: null, color: "#060914" }));
  view += bokeh(doc, r, 10, [wx, wy + wh - 80, ww, 60], ["#ffd08a", "#ff9f5a", "#9fc2ff"], [3, 7], 0.6, 1.5);
  parts.push(rect(wx - 14, wy - 14, ww + 28, wh + 28, "#161616"));
  parts.push(g(view, 'clip-path="url(#winClip4)"'));
  let mull = "";
  for (let i = 0; i <= 5; i++) mull += t`M${wx + (ww * i) / 5} ${wy}v${wh}`;
  for (let j = 0; j <= 4; j++) mull += t`M${wx} ${wy + (wh * j) / 4}h${ww}`;
  parts.push(`<path d="${mull}" stroke="#121212" stroke-width="7"/>`);
  parts.push(path(t`M${wx} ${wy}h${ww * 0.3}l${-ww * 0.15} ${wh}h${-ww * 0.15}z`, "#fff", 'opacity="0.04"'));
  // Projector screen on the brick wall.
  parts.push(rect(900, 120, 500, 290, "#ffd9a8", `opacity="0.14" filter="${doc.blur(26)}"`));
  parts.push(
    screenChart(doc, 910, 130, 480, 270, {
      rand: r,
      kind: "line",
      n: 60,
      drift: 0.02,
      frame: "#e8e8e8",
      bg: "#0d1428",
      bezel: 0.012,
    }),
  );
  parts.push(logoLockup(936, 150, 22, "#e6ebf5"));
  // Ceiling beams and string lights.
  parts.push(rect(0, 0, W, 34, "#1a1410") + rect(0, 34, W, 8, "#2b2119"));
  for (const x of [260, 760, 1260]) parts.push(rect(x - 16, 0, 32, 60, "#21190f"));
  parts.push(
    stringLights(doc, -20, 50, 520, 60, 70, 12) +
      stringLights(doc, 520, 60, 1040, 48, 80, 12) +
      stringLights(doc, 1040, 48, 1520, 62, 70, 11),
  );
  // Floor with warm reflections.
  parts.push(rect(0, 700, W, 300, "url(#floor4)"));
  parts.push(
    ellipse(420, 760, 380, 40, "#ffcf8a", `opacity="0.08" filter="${doc.blur(16)}"`) +
      ellipse(1150, 740, 260, 30, "#ffcf8a", `opacity="0.07" filter="${doc.blur(16)}"`),
  );
  // Sofa on the right.
  parts.push(ellipse(1310, 790, 220, 16, "#000", 'opacity="0.4"'));
  parts.push(rect(1120, 540, 380, 120, "#3f4451", 'rx="22"') + rect(1120, 540, 380, 120, "url(#shV)", 'rx="22"'));
  parts.push(rect(1140, 630, 350, 60, "#4a4f5c", 'rx="14"') + rect(1130, 690, 370, 90, "#343843", 'rx="8"'));
  parts.push(
    person({
      ...dim(randomPerson(r, { sex: "f", hair: "long", hairColor: HAIR[3] }), 0.25),
      x: 1235,
      y: 790,
      h: 390,
      seated: true,
      crossLegs: true,
      pose: "glass",
      dress: false,
      hold: { drink: "#c0392b" },
    }),
  );
  parts.push(
    person({
      ...dim(randomPerson(r, { sex: "m", hair: "short", beard: true }), 0.25),
      x: 1385,
      y: 790,
      h: 400,
      seated: true,
      pose: "bottle",
      dress: false,
    }),
  );
  parts.push(rect(1100, 600, 46, 180, "#2f333d", 'rx="14"') + rect(1476, 600, 46, 180, "#2f333d", 'rx="14"'));
  // Groups of guests with drinks.
  const glasses = ["glass", "bottle", "talk", "glass", "down", "cup", "talk2", "bottle", "glass", "hips", "talk"];
  const spots = [
    [130, 900, 480],
    [250, 920, 470, true],
    [420, 880, 440],
    [560, 910, 470, true],
    [760, 850, 400],
    [880, 860, 405, true],
    [1010, 890, 430],
    [660, 990, 560],
    [1080, 990, 560, true],
    [300, 1010, 600],
    [1380, 990, 560, true],
  ];
  // A high table with candles between the groups.
  parts.push(
    rect(735, 720, 14, 150, "#1b1b1b") + ellipse(742, 720, 70, 14, "#2a2522") + ellipse(742, 868, 40, 8, "#111"),
  );
  parts.push(
    rect(722, 696, 8, 20, "#f3ead6") +
      circle(726, 692, 3, "#ffd27a") +
      circle(726, 692, 12, "#ffb347", `opacity="0.35" filter="${doc.blur(4)}"`) +
      path("M752 694h12l-2 20h-8z", "#c7e1a6", 'opacity="0.7"'),
  );
  // Guests nearest the camera are seen from behind, talking to the others.
  const fromBehind = new Set([4, 7, 9]);
  spots.forEach(([x, y, h, flip], i) => {
    parts.push(ellipse(x, y, h * 0.14, h * 0.02, "#000", 'opacity="0.4"'));
    const view = fromBehind.has(i) ? "back" : "front";
    parts.push(
      person({
        ...dim(randomPerson(r), view === "back" ? 0.5 : 0.28, "#120a05"),
        x,
        y,
        h,
        flip,
        view,
        pose: glasses[i],
        rim: "#ffc77f",
        light: i % 2 ? "r" : "l",
        hold: { drink: r.pick(["#e8c66a", "#c0392b", "#f4a460"]) },
      }),
    );
  });
  parts.push(vignette(doc, W, H, 0.6));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 05 panel discussion

/** Lounge chair: back and seat (drawn behind the sitter) and the armrests (in front). */
function loungeChair(x, floorY, seatY, w, color) {
  const back =
    path(
      t`M${x - w * 0.46} ${seatY + 10}V${seatY - w * 0.62}q0-${w * 0.1} ${w * 0.1}-${w * 0.1}h${w * 0.72}q${w * 0.1} 0 ${w * 0.1} ${w * 0.1}V${seatY + 10}z`,
      color,
    ) +
    path(
      t`M${x - w * 0.46} ${seatY + 10}V${seatY - w * 0.62}q0-${w * 0.1} ${w * 0.1}-${w * 0.1}h${w * 0.72}q${w * 0.1} 0 ${w * 0.1} ${w * 0.1}V${seatY + 10}z`,
      "url(#shV)",
    ) +
    rect(x - w * 0.48, seatY - 8, w * 0.96, (floorY - seatY) * 0.7, darken(color, 0.1), 'rx="10"') +
    line(
      t`M${x - w * 0.42} ${seatY + (floorY - seatY) * 0.68}l-6 ${(floorY - seatY) * 0.32}M${x + w * 0.42} ${seatY + (floorY - seatY) * 0.68}l6 ${(floorY - seatY) * 0.32}`,
      "#15171c",
      5,
    );
  const arms =
    rect(x - w * 0.56, seatY - w * 0.2, w * 0.16, w * 0.2 + (floorY - seatY) * 0.68, darken(color, 0.18), 'rx="10"') +
    rect(x + w * 0.4, seatY - w * 0.2, w * 0.16, w * 0.2 + (floorY - seatY) * 0.68, darken(color, 0.18), 'rx="10"');
  return { back, arms };
}

function sideTable(x, y, s) {
  return (
    rect(x - 2, y - s, 4, s, "#c9ced8") +
    ellipse(x, y - s, s * 0.32, s * 0.07, "#e6e9ef") +
    ellipse(x, y, s * 0.18, s * 0.04, "#8a909c") +
    path(t`M${x - 8} ${y - s - 22}h9l-1 20h-7z`, "#dbe9f5", 'opacity="0.75"') +
    path(t`M${x + 4} ${y - s - 20}h8v18h-8z`, "#cfe3f2", 'opacity="0.6"')
  );
}

function event05() {
  const doc = new Doc(W, H, 505);
  const r = doc.rand;
  doc.lin(
    "back5",
    [0, 0, 0, 1],
    [
      [0, "#0a1020"],
      [1, "#131c33"],
    ],
  );
  doc.rad(
    "wash5",
    [0.5, 0.6, 0.6],
    [
      [0, "#fff2dc", 0.22],
      [1, "#fff2dc", 0],
    ],
  );
  doc.lin(
    "stage5",
    [0, 0, 0, 1],
    [
      [0, "#2a2f3d"],
      [1, "#141824"],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#back5)")];
  // Backdrop with vertical light slats and the logo.
  for (let i = 0; i < 16; i++)
    parts.push(
      rect(40 + i * 90, 60, 50, 560, "#0e1628", 'opacity="0.9"') +
        rect(84 + i * 90, 60, 3, 560, "#f7931a", 'opacity="0.25"'),
    );
  parts.push(
    rect(470, 90, 560, 250, "#0b1020") + rect(470, 90, 560, 250, "#3d6cff", `opacity="0.12" filter="${doc.blur(30)}"`),
  );
  parts.push(screenChart(doc, 480, 100, 540, 230, { rand: r, kind: "candles", n: 40, drift: 0.018, bezel: 0.01 }));
  parts.push(logoLockup(504, 118, 22, "#e6ebf5"));
  parts.push(rect(0, 0, W, 700, "url(#wash5)"));
  // Stage floor and round rug.
  parts.push(
    path("M0 600H1500V760H0Z", "url(#stage5)") +
      ellipse(750, 690, 560, 70, "#3a2a24") +
      ellipse(750, 690, 520, 60, "#4a352b"),
  );
  parts.push(rect(0, 760, W, 60, "#090c14") + rect(0, 760, W, 3, BRAND.accent, 'opacity="0.7"'));
  // Panelists in lounge chairs with side tables.
  const panel = [
    {
      o: {
        ...randomPerson(r, {
          sex: "f",
          hair: "bob",
          hairColor: HAIR[0],
          top: "blazer",
          topColor: "#f7931a",
          inner: "#15171c",
          bottom: "#15171c",
        }),
        pose: "lap",
        crossLegs: true,
      },
      x: 380,
    },
    { o: { ...MARCO, pose: "mic" }, x: 630 },
    {
      o: {
        ...randomPerson(r, { sex: "m", hair: "bald", skin: SKIN[5], top: "blazer", topColor: "#35415e", beard: true }),
        pose: "talk",
      },
      x: 880,
    },
    {
      o: {
        ...randomPerson(r, {
          sex: "f",
          hair: "long",
          hairColor: HAIR[5],
          top: "sweater",
          topColor: "#e9edf3",
          bottom: "#3c5a86",
        }),
        pose: "lap",
        crossLegs: true,
        flip: true,
      },
      x: 1130,
    },
  ];
  // Seated figure: hips at 48 of 86 units, so the seat sits (86 - 48) * h / 100 above the floor.
  const ph = 380;
  const seatY = 722 - (86 - 50) * (ph / 100);
  const chairs = panel.map(({ x }) => loungeChair(x, 722, seatY, 230, "#4b5266"));
  chairs.forEach((c) => parts.push(c.back));
  for (const x of [505, 755, 1005]) parts.push(sideTable(x, 722, 90));
  panel.forEach(({ o, x }, i) => {
    parts.push(person({ ...o, x, y: 722, h: ph, seated: true, dress: false, rim: "#cfe0ff", light: "l" }));
    parts.push(chairs[i].arms);
  });
  // Moderator on the left with a tablet.
  parts.push(ellipse(160, 742, 60, 10, "#000", 'opacity="0.4"'));
  parts.push(
    person({
      ...randomPerson(r, { sex: "m", hair: "side", top: "shirt", topColor: "#9fb7d9", glasses: true }),
      x: 160,
      y: 745,
      h: 400,
      pose: "phone",
      hold: { screen: "#e6ebf5" },
    }),
  );
  // Audience heads, out of focus in the foreground.
  parts.push(
    g(
      audience(r, [{ y: 1180, h: 520, n: 7, x0: -100, x1: 1600, dimK: 0.8 }], { rim: "#ffe0b8" }),
      `filter="${doc.blur(3)}"`,
    ),
  );
  parts.push(vignette(doc, W, H, 0.55));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 06 coffee break

function espressoMachine(x, y, s) {
  return (
    rect(x, y - s, s * 1.5, s, "#c9cfd8", t`rx="${s * 0.06}"`) +
    rect(x, y - s, s * 1.5, s, "url(#shL)") +
    rect(x + s * 0.08, y - s * 0.9, s * 1.34, s * 0.22, "#2b2f38") +
    circle(x + s * 0.3, y - s * 0.78, s * 0.06, "#f7931a") +
    circle(x + s * 1.2, y - s * 0.78, s * 0.06, "#22c55e") +
    rect(x + s * 0.25, y - s * 0.62, s * 0.18, s * 0.16, "#1a1c22") +
    rect(x + s * 1.05, y - s * 0.62, s * 0.18, s * 0.16, "#1a1c22") +
    rect(x + s * 0.05, y - s * 0.2, s * 1.4, s * 0.08, "#8a909c") +
    rect(x + s * 0.22, y - s * 0.36, s * 0.22, s * 0.16, "#f4f1ea") +
    rect(x + s * 1.02, y - s * 0.36, s * 0.22, s * 0.16, "#f4f1ea")
  );
}

function event06() {
  const doc = new Doc(W, H, 606);
  const r = doc.rand;
  doc.lin(
    "floor6",
    [0, 0, 0, 1],
    [
      [0, "#cfd3d8"],
      [1, "#b2b7bf"],
    ],
  );
  doc.lin(
    "counter6",
    [0, 0, 0, 1],
    [
      [0, "#f3f1ec"],
      [1, "#d8d3c9"],
    ],
  );
  const parts = [rect(0, 0, W, H, "#e8ebef")];
  parts.push(dayWindow(doc, 0, 40, W, 580, r, { cols: 6, rows: 1, frame: "#3a3f4a", frameW: 10 }));
  parts.push(rect(0, 0, W, 44, "#f2f3f5") + rect(0, 616, W, 10, "#3a3f4a"));
  for (let i = 0; i < 5; i++) parts.push(ellipse(150 + i * 300, 24, 60, 6, "#fff7e6"));
  // Polished stone floor with reflections of the windows.
  parts.push(rect(0, 626, W, 374, "url(#floor6)"));
  let tiles = "";
  for (let i = -10; i < 30; i++) tiles += t`M${750 + (i * 120 - 750) * 0.35} 626L${i * 120 - 300} ${H}`;
  for (const yy of [660, 710, 780, 870, 990]) tiles += t`M0 ${yy}H${W}`;
  parts.push(`<path d="${tiles}" stroke="#9fa6b1" stroke-width="1.2" opacity="0.5"/>`);
  parts.push(rect(0, 626, W, 120, "#ffffff", 'opacity="0.25"'));
  // Coffee bar on the right with a barista.
  parts.push(
    person({
      ...randomPerson(r, { sex: "m", hair: "short", hairColor: HAIR[0], top: "tee", topColor: "#15171c", beard: true }),
      x: 1270,
      y: 900,
      h: 440,
      bust: true,
      pose: "table",
    }),
  );
  parts.push(path("M1260 585h60v-15h-60z", "#2b2f38"));
  parts.push(espressoMachine(1120, 640, 90));
  parts.push(
    rect(1020, 640, 480, 20, "#6b5440") +
      rect(1030, 660, 470, 200, "url(#counter6)") +
      rect(1030, 660, 470, 200, "url(#shV)"),
  );
  parts.push(logoLockup(1150, 730, 44, "#1e2a44"));
  for (let i = 0; i < 4; i++)
    parts.push(
      path(t`M${1330 + i * 6} ${630 - i * 12}h34l-3 12h-28z`, "#f4f1ea") +
        line(t`M${1330 + i * 6} ${630 - i * 12}h34`, "#cfc8bb", 1),
    );
  parts.push(
    ellipse(1440, 636, 44, 8, "#e6e2da") +
      path("M1410 628q14-18 28 0z", "#c98a3c") +
      path("M1436 630q14-16 26 0z", "#d39a4d") +
      path("M1420 622q16-16 30 0z", "#b9782f"),
  );
  // Roll-up banner on the left.
  parts.push(rect(70, 200, 200, 470, "#0a1020") + rect(70, 200, 200, 470, "url(#shL)"));
  parts.push(
    logoMark(140, 250, 60) + text(170, 345, 26, "#fff", "Profit Scout", 'font-weight="700" text-anchor="middle"'),
  );
  const bannerLine = chartPoints(walk(r, 14, { drift: 0.05, vol: 0.05 }), 95, 430, 150, 140);
  parts.push(line(polyline(bannerLine), BRAND.accent, 4) + rect(60, 668, 220, 10, "#8a909c", 'rx="4"'));
  parts.push(plant(330, 680, 130, r, { pot: "#2b2f38" }));
  // Bistro tables and guests.
  const table = (x, y) =>
    rect(x - 6, y - 220, 12, 220, "#2b2f38") +
    ellipse(x, y, 55, 10, "#2b2f38") +
    path(t`M${x - 70} ${y - 220}h140l30 160h-200z`, "#f4f4f2") +
    path(t`M${x - 70} ${y - 220}h140l30 160h-200z`, "url(#shL)") +
    ellipse(x, y - 222, 72, 14, "#fafafa") +
    cup(x - 20, y - 226, 12) +
    cup(x + 24, y - 224, 12);
  parts.push(table(560, 860));
  parts.push(table(960, 900));
  const guests = [
    [450, 880, 470, false, "cup"],
    [680, 890, 480, true, "talk"],
    [560, 960, 520, false, "cup"],
    [860, 930, 490, false, "talk2"],
    [1080, 940, 500, true, "cup"],
    [170, 960, 520, false, "phone"],
    [280, 990, 540, true, "cup"],
  ];
  for (const [x, y, h, flip, pose] of guests) {
    parts.push(ellipse(x, y, h * 0.13, h * 0.018, "#000", 'opacity="0.18"'));
    parts.push(
      person({
        ...randomPerson(r),
        x,
        y,
        h,
        flip,
        pose,
        hold: { cupColor: r.pick(["#f2efe9", "#f7931a", "#1e2a44"]) },
      }),
    );
  }
  parts.push(vignette(doc, W, H, 0.3));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 07 team photo

function event07() {
  const doc = new Doc(W, H, 707);
  const r = doc.rand;
  doc.lin(
    "wall7",
    [0, 0, 0, 1],
    [
      [0, "#17213a"],
      [1, "#0d1426"],
    ],
  );
  doc.rad(
    "signGlow",
    [0.5, 0.5, 0.5],
    [
      [0, "#f7931a", 0.35],
      [1, "#f7931a", 0],
    ],
  );
  const parts = [];
  // Background (slightly out of focus): slat wall, backlit sign, shelves and plants.
  let bg = rect(0, 0, W, 760, "url(#wall7)");
  for (let i = 0; i < 60; i++) bg += rect(i * 26, 0, 14, 760, "#1d2944", 'opacity="0.7"');
  bg += ellipse(750, 200, 420, 150, "url(#signGlow)");
  bg +=
    logoMark(520, 140, 110) + text(660, 232, 88, "#f3f5fa", "Profit Scout", 'font-weight="800" letter-spacing="-2"');
  bg += rect(60, 330, 260, 12, "#3a2c20") + rect(60, 470, 260, 12, "#3a2c20");
  for (let i = 0; i < 9; i++)
    bg += rect(
      72 + i * 22,
      330 - r.range(50, 80),
      18,
      80,
      r.pick(["#f7931a", "#e6ebf5", "#3c5a86", "#6e2a35", "#5f6b46"]),
      'opacity="0.85"',
    );
  bg += plant(250, 330, 60, r) + plant(110, 470, 70, r, { pot: "#f7931a" });
  bg +=
    plant(1340, 760, 240, r, { pot: "#1e2a44", leaf: "#2f6b3e" }) +
    plant(140, 760, 200, r, { pot: "#d9d2c3", leaf: "#3f7a4a" });
  bg +=
    rect(1160, 360, 260, 170, "#0b1020") +
    screenChart(doc, 1166, 366, 248, 158, { rand: r, kind: "line", n: 40, drift: 0.025, bezel: 0.01 });
  parts.push(g(bg, `filter="${doc.blur(2.5)}"`));
  parts.push(rect(0, 740, W, 260, "#4a3a2e") + rect(0, 740, W, 260, "url(#shV)"));
  parts.push(rect(0, 736, W, 8, "#0a0f1c"));
  // Soft key light from the front left.
  parts.push(ellipse(700, 620, 700, 420, "#fff1dc", `opacity="0.1" filter="${doc.blur(40)}"`));
  const team = [
    {
      x: 240,
      h: 560,
      o: {
        sex: "f",
        skin: SKIN[1],
        hair: "long",
        hairColor: HAIR[5],
        top: "tee",
        topColor: "#f7931a",
        bottom: "#1c2230",
        logo: true,
      },
      pose: "hips",
    },
    {
      x: 470,
      h: 600,
      o: {
        sex: "m",
        skin: SKIN[4],
        hair: "buzz",
        hairColor: HAIR[0],
        top: "blazer",
        topColor: "#35415e",
        inner: "#e9edf3",
        bottom: "#24324f",
        glasses: true,
      },
      pose: "down",
    },
    { x: 690, h: 610, o: { ...MARCO, topColor: "#161b26" }, pose: "crossed" },
    {
      x: 910,
      h: 570,
      o: {
        sex: "f",
        skin: SKIN[5],
        hair: "curly",
        hairColor: HAIR[0],
        top: "hoodie",
        topColor: "#e9edf3",
        bottom: "#3c5a86",
      },
      pose: "down",
    },
    {
      x: 1120,
      h: 605,
      o: {
        sex: "m",
        skin: SKIN[2],
        hair: "bald",
        hairColor: "#000",
        top: "tee",
        topColor: "#f7931a",
        bottom: "#2a2d35",
        beard: true,
        logo: true,
      },
      pose: "crossed",
    },
    {
      x: 1330,
      h: 565,
      o: {
        sex: "f",
        skin: SKIN[0],
        hair: "bun",
        hairColor: HAIR[2],
        top: "blazer",
        topColor: "#1e2a44",
        inner: "#d9d2c3",
        bottom: "#1c2230",
      },
      pose: "down",
    },
  ];
  for (const m of team) parts.push(ellipse(m.x, 955, m.h * 0.14, 14, "#000", 'opacity="0.3"'));
  for (const m of team) parts.push(person({ ...m.o, x: m.x, y: 960, h: m.h, pose: m.pose, shoes: "#1a1a1f" }));
  parts.push(vignette(doc, W, H, 0.45));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 08 founder with microphone

function event08() {
  const doc = new Doc(W, H, 808);
  const r = doc.rand;
  doc.lin(
    "bg8",
    [0, 0, 0, 1],
    [
      [0, "#04060c"],
      [1, "#0b1122"],
    ],
  );
  doc.rad(
    "wall8",
    [0.5, 0.5, 0.5],
    [
      [0, "#ff9d3b", 0.55],
      [0.45, "#c8621a", 0.22],
      [1, "#c8621a", 0],
    ],
  );
  doc.rad(
    "spot8",
    [0.5, 0.5, 0.5],
    [
      [0, "#fff4e0", 0.3],
      [1, "#fff4e0", 0],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#bg8)")];
  // Out-of-focus LED wall with a rising chart and the logo.
  let wall = rect(120, 80, 1260, 620, "#0c1426");
  wall += ellipse(760, 390, 700, 380, "url(#wall8)");
  const pts = chartPoints(walk(r, 40, { drift: 0.03, vol: 0.05 }), 180, 170, 1140, 440);
  wall += line(polyline(pts), "#ffb257", 10) + path(polyline(pts) + "L1320 700L180 700Z", "#f7931a", 'opacity="0.18"');
  wall += logoMark(1080, 130, 90);
  for (let i = 0; i < 8; i++) wall += rect(160 + i * 160, 80, 3, 620, "#000", 'opacity="0.35"');
  parts.push(g(wall, `filter="${doc.blur(9)}"`));
  parts.push(bokeh(doc, r, 26, [0, 0, W, 420], ["#ffd9a0", "#ffb060", "#fff2d6", "#9fc2ff"], [10, 34], 0.5, 5));
  // Beams from above converging on the speaker.
  for (const [x, tx] of [
    [350, 640],
    [720, 700],
    [1100, 780],
    [1400, 860],
  ])
    parts.push(beam(doc, x, -10, tx, 860, 140, "#fff0d2", 0.16));
  parts.push(ellipse(720, 560, 520, 520, "url(#spot8)"));
  // Marco, big, lit from the front right with a warm rim from the screen behind.
  parts.push(
    person({ ...MARCO, x: 700, y: 1560, h: 1230, pose: "micGesture", light: "r", rim: "#ffc27a", topColor: "#1b2130" }),
  );
  // Foreground heads, heavily out of focus.
  parts.push(
    g(
      person({ ...dim(randomPerson(r, { hair: "short" }), 0.85), x: 150, y: 1500, h: 900, view: "back", bust: true }) +
        person({
          ...dim(randomPerson(r, { sex: "f", hair: "long" }), 0.85),
          x: 1370,
          y: 1480,
          h: 860,
          view: "back",
          bust: true,
        }),
      `filter="${doc.blur(10)}"`,
    ),
  );
  parts.push(vignette(doc, W, H, 0.7));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 09 whiteboard session

function scribble(rand, x, y, w, lines = 3) {
  let d = "";
  for (let i = 0; i < lines; i++) {
    const len = w * rand.range(0.5, 0.95);
    d += t`M${x} ${y + i * 9}`;
    for (let k = 1; k <= 6; k++) d += t`l${len / 6} ${rand.range(-1.6, 1.6)}`;
  }
  return d;
}

function event09() {
  const doc = new Doc(W, H, 909);
  const r = doc.rand;
  doc.lin(
    "wall9",
    [0, 0, 0, 1],
    [
      [0, "#dcd8d2"],
      [1, "#c8c3bb"],
    ],
  );
  doc.lin(
    "board9",
    [0, 0, 1, 1],
    [
      [0, "#ffffff"],
      [1, "#eef1f4"],
    ],
  );
  doc.lin(
    "table9",
    [0, 0, 0, 1],
    [
      [0, "#3b3f4a"],
      [1, "#2a2d35"],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#wall9)")];
  // Glass wall with frosted band on the right, window light from the left.
  parts.push(
    rect(1180, 0, 320, 760, "#c9d6e2", 'opacity="0.5"') +
      rect(1180, 330, 320, 60, "#f4f6f8", 'opacity="0.7"') +
      rect(1176, 0, 8, 760, "#8a909c") +
      rect(1336, 0, 6, 760, "#8a909c"),
  );
  parts.push(path("M0 0H260L120 760H0Z", "#fff8ea", `opacity="0.35" filter="${doc.blur(20)}"`));
  parts.push(rect(0, 740, W, 260, "#8d8a86") + rect(0, 740, W, 260, "url(#floorShade)"));
  doc.lin(
    "floorShade",
    [0, 0, 0, 1],
    [
      [0, "#000", 0.28],
      [1, "#000", 0],
    ],
  );
  // Whiteboard with a hand-drawn market plan.
  const bx = 250;
  const by = 120;
  const bw = 860;
  const bh = 470;
  parts.push(rect(bx + 10, by + 14, bw, bh, "#000", `opacity="0.18" filter="${doc.blur(8)}"`));
  parts.push(rect(bx - 8, by - 8, bw + 16, bh + 16, "#b9bec7", 'rx="6"') + rect(bx, by, bw, bh, "url(#board9)"));
  parts.push(rect(bx + 40, by + bh + 8, bw - 80, 12, "#a4a9b3", 'rx="3"'));
  for (const [i, c] of [
    [0, "#1a1c22"],
    [1, "#2563eb"],
    [2, "#f7931a"],
    [3, "#16a34a"],
  ])
    parts.push(rect(bx + 80 + i * 46, by + bh + 2, 34, 8, c, 'rx="3"'));
  const marker = (d, color, width = 4, extra = "") => line(d, color, width, extra);
  // Axes and price path.
  parts.push(marker(t`M${bx + 70} ${by + 60}V${by + 400}H${bx + 620}`, "#1a1c22", 3.5));
  const price = [
    [0, 300],
    [40, 250],
    [80, 270],
    [120, 180],
    [160, 215],
    [200, 120],
    [240, 160],
    [280, 235],
    [320, 290],
    [360, 270],
    [400, 310],
    [440, 250],
    [480, 200],
    [520, 150],
    [540, 110],
  ];
  parts.push(
    marker(polyline(price.map(([x, y]) => [bx + 80 + x + r.range(-3, 3), by + y + r.range(-3, 3)])), "#1a1c22", 4.5),
  );
  parts.push(marker(t`M${bx + 90} ${by + 318}H${bx + 640}`, "#2563eb", 3.5, 'stroke-dasharray="14 10"'));
  parts.push(marker(t`M${bx + 90} ${by + 118}H${bx + 640}`, "#2563eb", 3.5, 'stroke-dasharray="14 10"'));
  parts.push(marker(t`M${bx + 400} ${by + 370}q-4-40 0-60M${bx + 388} ${by + 324}l12-14 12 14`, "#16a34a", 4.5));
  parts.push(marker(t`M${bx + 280} ${by + 70}q4 30 0 50M${bx + 268} ${by + 110}l12 14 12-14`, BRAND.accent, 4.5));
  parts.push(
    ellipse(
      bx + 482,
      by + 312,
      44,
      30,
      "none",
      `stroke="${BRAND.accent}" stroke-width="4" transform="rotate(-8 ${bx + 482} ${by + 312})"`,
    ),
  );
  parts.push(
    text(bx + 648, by + 124, 26, "#2563eb", "69k", 'font-weight="700" font-style="italic"') +
      text(bx + 648, by + 324, 26, "#2563eb", "16k", 'font-weight="700" font-style="italic"'),
  );
  parts.push(
    text(bx + 22, by + 70, 20, "#1a1c22", "$", 'font-weight="700"') +
      text(bx + 590, by + 430, 20, "#1a1c22", "t", 'font-weight="700" font-style="italic"'),
  );
  // Sticky notes.
  const notes = [
    [bx + 700, by + 170, "#ffe066", -3],
    [bx + 770, by + 250, "#ffb366", 4],
    [bx + 700, by + 340, "#a5d8ff", -2],
    [bx + 785, by + 60, "#ffe066", 3],
  ];
  for (const [x, y, c, rot] of notes) {
    parts.push(
      g(
        rect(x, y, 76, 72, "#000", `opacity="0.12" transform="translate(3 4)"`) +
          rect(x, y, 76, 72, c) +
          `<path d="${scribble(r, x + 10, y + 18, 56, 4)}" fill="none" stroke="#333" stroke-width="2" opacity="0.7"/>`,
        t`transform="rotate(${rot} ${x + 38} ${y + 36})"`,
      ),
    );
  }
  // Presenter at the board with a marker.
  parts.push(ellipse(1200, 905, 80, 12, "#000", 'opacity="0.2"'));
  parts.push(
    person({
      ...randomPerson(r, {
        sex: "f",
        hair: "ponytail",
        hairColor: HAIR[1],
        skin: SKIN[3],
        top: "shirt",
        topColor: "#e9edf3",
        bottom: "#1e2a44",
      }),
      x: 1210,
      y: 905,
      h: 600,
      pose: "marker",
      flip: true,
      light: "l",
    }),
  );
  // Table with three colleagues seen from behind.
  parts.push(path("M60 760H1240L1320 900H-20Z", "url(#table9)") + rect(-20, 900, 1340, 20, "#1d2027"));
  parts.push(
    laptop(doc, 360, 820, 150, { view: "front", rand: r }) +
      cup(700, 830, 16) +
      notebook(820, 870, 110) +
      cup(1010, 820, 15, "#f7931a"),
  );
  parts.push(rect(560, 790, 16, 52, "#cfe3f2", 'opacity="0.85" rx="4"'));
  parts.push(
    person({
      ...randomPerson(r, { sex: "m", hair: "short", hairColor: HAIR[0], top: "shirt", topColor: "#9fb7d9" }),
      x: 200,
      y: 1420,
      h: 780,
      view: "back",
      bust: true,
    }),
  );
  parts.push(
    person({
      ...randomPerson(r, { sex: "f", hair: "long", hairColor: HAIR[3], top: "sweater", topColor: "#6e2a35" }),
      x: 620,
      y: 1450,
      h: 760,
      view: "back",
      bust: true,
    }),
  );
  parts.push(person({ ...MARCO, x: 1000, y: 1440, h: 790, view: "back", bust: true }));
  parts.push(vignette(doc, W, H, 0.3));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 10 live trading session

function keyboard(x, y, w) {
  let keys = "";
  for (let row = 0; row < 4; row++)
    for (let k = 0; k < 14; k++)
      keys += t`M${x + 6 + (k * (w - 12)) / 14 + row * 1.5} ${y + 5 + row * 6}h${(w - 12) / 14 - 2}`;
  return path(t`M${x} ${y}h${w}l6 30h${-w - 12}z`, "#1b1e25") + `<path d="${keys}" stroke="#3a3f4a" stroke-width="4"/>`;
}

/** Office chair seen from behind: a mesh back in a frame, with the glow of the screens on its rim. */
function officeChair(x, y, w, h, color = "#15171c") {
  let mesh = "";
  for (let i = 1; i < 9; i++) mesh += t`M${x - w / 2 + (w * i) / 9} ${y - h + 10}V${y - 12}`;
  return (
    rect(x - w / 2, y - h, w, h, color, t`rx="${w * 0.28}" opacity="0.92"`) +
    `<path d="${mesh}" stroke="#2a2f3a" stroke-width="2" opacity="0.7"/>` +
    rect(x - w / 2, y - h, w, h, "none", t`rx="${w * 0.28}" stroke="#8fb4ff" stroke-opacity="0.35" stroke-width="3"`) +
    rect(x - 8, y, 16, 80, "#0c0d11")
  );
}

function event10() {
  const doc = new Doc(W, H, 1010);
  const r = doc.rand;
  doc.lin(
    "bg10",
    [0, 0, 0, 1],
    [
      [0, "#04060b"],
      [1, "#0a0f1c"],
    ],
  );
  doc.rad(
    "glow10",
    [0.5, 0.5, 0.5],
    [
      [0, "#4d7bd6", 0.35],
      [1, "#4d7bd6", 0],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#bg10)")];
  // Window with the night city on the left.
  parts.push(
    rect(0, 60, 190, 520, "#0d1733") +
      g(skyline(doc, -20, 300, 230, 280, r, { tvTower: null, color: "#070b18" })) +
      rect(186, 60, 10, 520, "#111"),
  );
  parts.push(ellipse(760, 330, 760, 360, "url(#glow10)"));
  // Monitor wall: 3 x 2.
  const kinds = [
    ["candles", 40],
    ["line", 60],
    ["book", 12],
    ["heat", 50],
    ["candles", 24],
    ["bars", 30],
  ];
  kinds.forEach(([kind, n], i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 300 + col * 330;
    const y = 90 + row * 210;
    parts.push(
      screenChart(doc, x, y, 320, 196, {
        rand: r,
        kind,
        n,
        drift: 0.02,
        frame: "#0a0b0e",
        bezel: 0.02,
        glow: row === 0 ? 0.08 : 0,
      }),
    );
  });
  parts.push(
    rect(300 + 330 + 12, 104, 64, 22, BRAND.accent, 'rx="5"') +
      circle(300 + 330 + 24, 115, 4, "#fff") +
      text(300 + 330 + 32, 121, 14, "#fff", "LIVE", 'font-weight="800"'),
  );
  parts.push(rect(745, 500, 12, 120, "#1b1e25") + rect(690, 610, 120, 10, "#1b1e25"));
  // Desk.
  doc.lin(
    "desk10",
    [0, 0, 0, 1],
    [
      [0, "#262a33"],
      [1, "#15171c"],
    ],
  );
  parts.push(path("M120 640H1400L1500 760H0Z", "url(#desk10)") + rect(0, 760, W, 26, "#0c0d11"));
  parts.push(path("M120 640H1400L1500 760H0Z", "#6f95e6", 'opacity="0.08"'));
  parts.push(keyboard(430, 680, 220) + keyboard(860, 680, 220));
  parts.push(ellipse(700, 705, 16, 10, "#1b1e25") + ellipse(1120, 705, 16, 10, "#1b1e25"));
  parts.push(cup(300, 720, 20, "#f7931a") + cup(1240, 716, 20, "#e6ebf5"));
  parts.push(
    rect(1300, 690, 40, 70, "#0c0d11", 'rx="6" transform="rotate(-70 1320 725)"') +
      rect(1304, 694, 32, 62, "#2b4a8a", 'rx="4" transform="rotate(-70 1320 725)"'),
  );
  // Streaming camera on a tripod with the recording light.
  parts.push(
    line("M120 640L80 1000M120 640L160 1000M120 640V1000", "#1b1e25", 6) +
      rect(80, 580, 90, 60, "#15171c", 'rx="8"') +
      circle(165, 610, 22, "#1f232b") +
      circle(165, 610, 12, "#2f4a7a") +
      circle(95, 592, 5, BRAND.loss),
  );
  // Traders from behind, one with headphones, in office chairs.
  const t1 = {
    ...dim(randomPerson(r, { sex: "m", hair: "short", hairColor: HAIR[0], top: "hoodie", topColor: "#2b2f38" }), 0.45),
    x: 560,
    y: 1330,
    h: 700,
    view: "back",
    bust: true,
    rim: "#8fb4ff",
  };
  const t2 = {
    ...dim(randomPerson(r, { sex: "f", hair: "bun", hairColor: HAIR[2], top: "sweater", topColor: "#4b3f5e" }), 0.45),
    x: 980,
    y: 1320,
    h: 680,
    view: "back",
    bust: true,
    rim: "#8fb4ff",
  };
  parts.push(person(t1) + person(t2));
  // Headphones on the first trader.
  const s1 = 7;
  const hy = 1330 - 100 * s1;
  parts.push(
    line(t`M${560 - 5.6 * s1} ${hy + 8 * s1}Q560 ${hy - 4 * s1} ${560 + 5.6 * s1} ${hy + 8 * s1}`, "#0c0d11", 10) +
      rect(560 - 6.6 * s1, hy + 6 * s1, 16, 52, "#0c0d11", 'rx="7"') +
      rect(560 + 6.6 * s1 - 16, hy + 6 * s1, 16, 52, "#0c0d11", 'rx="7"'),
  );
  parts.push(officeChair(560, 960, 230, 170) + officeChair(980, 960, 220, 165));
  // Analyst standing on the right, lit by the screens.
  parts.push(
    person({
      ...dim(
        randomPerson(r, { sex: "m", hair: "curly", skin: SKIN[5], top: "shirt", topColor: "#e9edf3", glasses: true }),
        0.35,
        "#0b1633",
      ),
      x: 1330,
      y: 1000,
      h: 620,
      pose: "crossed",
      rim: "#8fb4ff",
      light: "l",
    }),
  );
  parts.push(vignette(doc, W, H, 0.6));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 11 award celebration

function event11() {
  const doc = new Doc(W, H, 1111);
  const r = doc.rand;
  doc.lin(
    "bg11",
    [0, 0, 0, 1],
    [
      [0, "#070a14"],
      [1, "#131c33"],
    ],
  );
  doc.rad(
    "burst11",
    [0.5, 0.5, 0.5],
    [
      [0, "#ffd27a", 0.8],
      [0.35, "#f7931a", 0.35],
      [1, "#f7931a", 0],
    ],
  );
  doc.lin(
    "stage11",
    [0, 0, 0, 1],
    [
      [0, "#262c3e"],
      [1, "#121624"],
    ],
  );
  const parts = [rect(0, 0, W, H, "url(#bg11)")];
  // Screen with a glowing trophy and rays.
  parts.push(rect(330, 70, 840, 440, "#0c1428") + ellipse(750, 290, 420, 240, "url(#burst11)"));
  let rays = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    rays += t`M750 290L${750 + Math.cos(a) * 600} ${290 + Math.sin(a) * 600}L${750 + Math.cos(a + 0.08) * 600} ${290 + Math.sin(a + 0.08) * 600}Z`;
  }
  doc.def("scr11", '<clipPath id="scr11"><rect x="330" y="70" width="840" height="440"/></clipPath>');
  parts.push(g(path(rays, "#ffd27a", 'opacity="0.12"'), 'clip-path="url(#scr11)"'));
  parts.push(g(heldTrophy(750, 300, 11)));
  parts.push(logoLockup(360, 96, 26, "#e6ebf5"));
  for (let i = 0; i < 5; i++)
    parts.push(path(t`M${650 + i * 50} 440l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z`, "#ffd27a"));
  // Truss with coloured beams.
  parts.push(truss(doc, 0, W, 20, r, { fixtures: 8 }));
  for (let i = 0; i < 8; i++)
    parts.push(
      beam(doc, (W * (i + 0.5)) / 8, 66, 750 + r.range(-500, 500), 760, 110, i % 2 ? "#ffd59a" : "#9fc2ff", 0.16),
    );
  // Stage.
  parts.push(
    path("M80 600H1420L1500 700H0Z", "url(#stage11)") +
      rect(0, 700, W, 50, "#080b13") +
      rect(0, 700, W, 4, BRAND.accent, 'opacity="0.85"'),
  );
  // The team celebrating: trophy in the middle.
  const team = [
    [
      330,
      660,
      330,
      { sex: "f", hair: "long", hairColor: HAIR[4], top: "tee", topColor: "#f7931a", logo: true },
      "cheer",
    ],
    [520, 665, 345, { sex: "m", hair: "short", hairColor: HAIR[2], top: "blazer", topColor: "#35415e" }, "clap"],
    [750, 670, 360, { ...MARCO, topColor: "#181e2b" }, "trophy"],
    [
      975,
      665,
      340,
      {
        sex: "f",
        hair: "curly",
        skin: SKIN[5],
        hairColor: HAIR[0],
        top: "blazer",
        topColor: "#e9edf3",
        inner: "#15171c",
      },
      "cheerOne",
    ],
    [
      1170,
      660,
      345,
      { sex: "m", hair: "bald", skin: SKIN[3], top: "tee", topColor: "#f7931a", beard: true, logo: true },
      "cheer",
    ],
  ];
  for (const [x, y, h, o, pose] of team) {
    parts.push(ellipse(x, y, h * 0.15, 10, "#000", 'opacity="0.4"'));
    parts.push(person({ ...randomPerson(r, o), ...o, x, y, h, pose, rim: "#ffe2b0" }));
  }
  // Confetti and streamers over everything.
  parts.push(confetti(r, 170, [0, 0, W, 900], ["#f7931a", "#ffa94a", "#ffd27a", "#ffffff", "#9fc2ff", "#e6ebf5"], 14));
  let streamers = "";
  for (let i = 0; i < 10; i++) {
    const x = r.range(0, W);
    const y = r.range(0, 500);
    streamers += t`M${x} ${y}c10 20-10 30 0 50s-10 30 0 50`;
  }
  parts.push(`<path d="${streamers}" fill="none" stroke="#ffa94a" stroke-width="4" opacity="0.8"/>`);
  // Audience cheering from the front.
  let crowd = "";
  for (let i = 0; i < 8; i++) {
    const o = randomPerson(r);
    crowd += person({
      ...dim(o, 0.75),
      x: -60 + i * 230 + r.range(-30, 30),
      y: 1180 + r.range(-30, 30),
      h: 520,
      view: "back",
      bust: true,
      pose: r.pick(["cheer", "cheerOne", "down", "raise"]),
      rim: "#ffd9a8",
      hold: { screen: "#fff3de" },
    });
  }
  parts.push(crowd);
  parts.push(confetti(r, 40, [0, 600, W, 400], ["#f7931a", "#ffd27a", "#ffffff"], 18));
  parts.push(vignette(doc, W, H, 0.55));
  return doc.render(parts.join(""));
}

/** The trophy shown on the celebration screen. */
function heldTrophy(x, y, s) {
  return (
    path(
      t`M${x - 5 * s} ${y - 7 * s}h${10 * s}q0 ${6 * s}-${5 * s} ${7.4 * s}q-${5 * s}-${1.4 * s}-${5 * s}-${7.4 * s}z`,
      "#f3b440",
    ) +
    rect(x - 0.8 * s, y + 0.2 * s, 1.6 * s, 3 * s, "#d89a2b") +
    rect(x - 3 * s, y + 3 * s, 6 * s, 1.6 * s, "#b77f22") +
    rect(x - 4 * s, y + 4.6 * s, 8 * s, 1.4 * s, "#8f6419") +
    line(
      t`M${x - 5 * s} ${y - 5.5 * s}q-${2.8 * s} 0-${2 * s} ${2.8 * s}q${0.6 * s} ${1.4 * s} ${2.6 * s} ${1.6 * s}M${x + 5 * s} ${y - 5.5 * s}q${2.8 * s} 0 ${2 * s} ${2.8 * s}q-${0.6 * s} ${1.4 * s}-${2.6 * s} ${1.6 * s}`,
      "#f3b440",
      0.8 * s,
    ) +
    path(
      t`M${x - 3.6 * s} ${y - 6.4 * s}h${2 * s}q-${0.3 * s} ${4 * s} ${1.2 * s} ${5.8 * s}q-${3.2 * s}-${1.4 * s}-${3.2 * s}-${5.8 * s}z`,
      "#fff",
      'opacity="0.35"',
    ) +
    logoMark(x - 1.6 * s, y - 5.2 * s, 3.2 * s, { bg: "#b77f22", fg: "#ffe3a3" })
  );
}

// ---------------------------------------------------------------- 12 rooftop at sunset

function event12() {
  const doc = new Doc(W, H, 1212);
  const r = doc.rand;
  doc.lin(
    "sky12",
    [0, 0, 0, 1],
    [
      [0, "#223462"],
      [0.4, "#7a4f7e"],
      [0.68, "#f08a4b"],
      [0.82, "#ffc978"],
      [1, "#ffe1a8"],
    ],
  );
  doc.rad(
    "sun12",
    [0.5, 0.5, 0.5],
    [
      [0, "#fff3c4", 1],
      [0.15, "#ffe08a", 0.9],
      [0.4, "#ffb45e", 0.35],
      [1, "#ff9a4a", 0],
    ],
  );
  doc.lin(
    "deck12",
    [0, 0, 0, 1],
    [
      [0, "#6b4a33"],
      [1, "#3d2a1e"],
    ],
  );
  doc.lin(
    "glass12",
    [0, 0, 0, 1],
    [
      [0, "#ffd8a8", 0.22],
      [1, "#ffffff", 0.06],
    ],
  );
  const parts = [rect(0, 0, W, 700, "url(#sky12)")];
  parts.push(ellipse(1060, 560, 420, 300, "url(#sun12)") + circle(1060, 560, 46, "#fff1c9"));
  // Clouds.
  parts.push(
    g(
      ellipse(300, 200, 220, 18, "#ffb59a", 'opacity="0.45"') +
        ellipse(420, 230, 160, 12, "#ffc7a0", 'opacity="0.4"') +
        ellipse(1200, 170, 260, 16, "#ffb59a", 'opacity="0.35"') +
        ellipse(900, 300, 180, 10, "#ffd1a0", 'opacity="0.45"'),
      `filter="${doc.blur(4)}"`,
    ),
  );
  // Skyline with the TV tower.
  parts.push(skyline(doc, 0, 440, W, 200, r, { tvTower: 0.3, color: "#3b2b48" }));
  parts.push(rect(0, 600, W, 40, "#2e2138"));
  // Deck, glass balustrade and planters.
  parts.push(rect(0, 640, W, 360, "url(#deck12)"));
  let planks = "";
  for (let i = 0; i < 16; i++) {
    const y = 640 + 360 * (i / 16) ** 1.5;
    planks += t`M0 ${y}H${W}`;
  }
  parts.push(`<path d="${planks}" stroke="#2a1c13" stroke-width="2" opacity="0.6"/>`);
  parts.push(rect(0, 640, W, 360, "#ff9a4a", 'opacity="0.08"'));
  parts.push(rect(0, 540, W, 110, "url(#glass12)") + rect(0, 536, W, 8, "#2a1f2e"));
  for (let x = 0; x <= W; x += 250) parts.push(rect(x - 4, 536, 8, 114, "#2a1f2e"));
  for (const x of [60, 1420])
    parts.push(
      rect(x - 60, 560, 120, 90, "#2a1f2e") +
        g(
          Array.from({ length: 14 }, (_, i) =>
            line(
              t`M${x - 50 + i * 7} 565q${r.range(-14, 14)}-60 ${r.range(-20, 20)}-${r.range(80, 130)}`,
              i % 2 ? "#4d5a3a" : "#5e6b44",
              4,
            ),
          ).join(""),
        ),
    );
  // String lights from poles.
  parts.push(rect(180, 240, 8, 420, "#1d1520") + rect(1320, 230, 8, 430, "#1d1520"));
  parts.push(stringLights(doc, 184, 250, 750, 270, 60, 12) + stringLights(doc, 750, 270, 1324, 240, 60, 12));
  // Lounge: pallet sofa with cushions and a side table with drinks.
  parts.push(
    rect(90, 760, 360, 60, "#8a6a4c") +
      rect(90, 820, 360, 30, "#6b4f37") +
      rect(100, 700, 340, 64, "#e9e2d3", 'rx="14"') +
      rect(110, 680, 80, 60, "#f7931a", 'rx="12"') +
      rect(350, 684, 80, 56, "#3c5a86", 'rx="12"'),
  );
  parts.push(
    person({
      ...dim(randomPerson(r, { sex: "f", hair: "long" }), 0.55, "#2a1420"),
      x: 230,
      y: 860,
      h: 400,
      seated: true,
      pose: "glass",
      dress: false,
      rim: "#ffb070",
      light: "r",
      hold: { drink: "#ff8a50" },
    }),
  );
  parts.push(
    person({
      ...dim(randomPerson(r, { sex: "m", hair: "short", beard: true }), 0.55, "#2a1420"),
      x: 360,
      y: 860,
      h: 410,
      seated: true,
      pose: "bottle",
      crossLegs: true,
      flip: true,
      rim: "#ffb070",
      light: "r",
    }),
  );
  parts.push(
    rect(520, 770, 70, 70, "#5a4030") +
      path("M530 770h10l-1-22h-8z", "#ffcf7a", 'opacity="0.8"') +
      path("M560 770h10l-1-22h-8z", "#ff8a50", 'opacity="0.8"'),
  );
  // Guests: some at the railing looking at the sunset, others chatting.
  const guests = [
    [760, 700, 330, "back", "down"],
    [880, 705, 340, "back", "glass"],
    [1180, 720, 350, "front", "glass"],
    [1290, 735, 365, "front", "talk", true],
    [640, 840, 470, "front", "bottle"],
    [1000, 900, 520, "front", "toast"],
    [1420, 960, 560, "back", "down"],
  ];
  for (const [x, y, h, view, pose, flip] of guests) {
    parts.push(ellipse(x, y, h * 0.14, h * 0.02, "#1a0f10", 'opacity="0.5"'));
    parts.push(
      person({
        ...dim(randomPerson(r), 0.55, "#2a1420"),
        x,
        y,
        h,
        view,
        pose,
        flip,
        rim: "#ffb070",
        light: "r",
        hold: { drink: r.pick(["#ff8a50", "#e8c66a", "#ffd0a0"]) },
      }),
    );
  }
  parts.push(bokeh(doc, r, 12, [0, 380, W, 260], ["#ffe0a8", "#ffb070"], [6, 16], 0.4, 3));
  parts.push(vignette(doc, W, H, 0.45));
  return doc.render(parts.join(""));
}

// ---------------------------------------------------------------- 13 community dinner

function wineGlass(x, y, s, wine = "#7a1f2b") {
  return (
    path(
      t`M${x - s * 0.45} ${y - s * 1.6}h${s * 0.9}q0 ${s * 0.8}-${s * 0.45} ${s * 0.9}q-${s * 0.45}-${s * 0.1}-${s * 0.45}-${s * 0.9}z`,
      "#e6ebf5",
      'opacity="0.35"',
    ) +
    path(
      t`M${x - s * 0.4} ${y - s * 1.25}h${s * 0.8}q-${s * 0.05} ${s * 0.5}-${s * 0.4} ${s * 0.55}q-${s * 0.35}-${s * 0.05}-${s * 0.4}-${s * 0.55}z`,
      wine,
    ) +
    line(t`M${x} ${y - s * 0.7}V${y}M${x - s * 0.3} ${y}h${s * 0.6}`, "#e6ebf5", Math.max(1, s * 0.08), 'opacity="0.6"')
  );
}

function event13() {
  const doc = new Doc(W, H, 1313);
  const r = doc.rand;
  const brick = bricks(doc, "brick13", {
    base: "#5b3326",
    mortar: "#2e1912",
    w: 42,
    h: 16,
    vary: ["#653a2c", "#4f2c21", "#6e4031", "#47271d"],
  });
  doc.lin(
    "dark13",
    [0, 0, 0, 1],
    [
      [0, "#0a0604", 0.75],
      [1, "#0a0604", 0.3],
    ],
  );
  doc.lin(
    "cloth13",
    [0, 0, 0, 1],
    [
      [0, "#efe6d8"],
      [1, "#d9cdbd"],
    ],
  );
  doc.lin(
    "floor13",
    [0, 0, 0, 1],
    [
      [0, "#2a1a12"],
      [1, "#140c08"],
    ],
  );
  // A simple camera: eye 1.3 m above the floor, horizon at y = 360.
  const F = 820;
  const EYE = 2.05;
  const Y0 = 250;
  const proj = ([X, Z], height = 0) => [750 + (F * X) / Z, Y0 + (F * (EYE - height)) / Z];
  const theta = (52 * Math.PI) / 180;
  const axis = [Math.sin(theta), Math.cos(theta)];
  const normal = [Math.cos(theta), -Math.sin(theta)]; // towards the camera's right/near side
  const origin = [-2.5, 2.2];
  const L = 7.2;
  const at = (sAlong, off) => [
    origin[0] + axis[0] * sAlong + normal[0] * off,
    origin[1] + axis[1] * sAlong + normal[1] * off,
  ];
  const TABLE = 0.76;
  const floorY = Y0 + (F * EYE) / 12;
  const parts = [
    rect(0, 0, W, floorY, brick),
    rect(0, 0, W, floorY, "url(#dark13)"),
    rect(0, floorY, W, H - floorY, "url(#floor13)"),
  ];
  // Back wall: shelves with bottles, framed chart and wall lamps.
  for (const y of [150, 250]) {
    parts.push(rect(960, y, 460, 10, "#3a2517"));
    for (let i = 0; i < 15; i++) {
      const bx = 970 + i * 30;
      const c = r.pick(["#2f4a2a", "#5a1f24", "#7a5a2a", "#20303a", "#3a2a1a"]);
      parts.push(
        path(t`M${bx} ${y}v-40q0-9 7-12v-12h6v12q7 3 7 12v40z`, c) +
          rect(bx + 2, y - 28, 16, 12, "#e8dcc0", 'opacity="0.6"'),
      );
    }
  }
  parts.push(
    rect(120, 110, 280, 186, "#2a1a10") +
      screenChart(doc, 130, 120, 260, 166, {
        rand: r,
        kind: "line",
        n: 40,
        drift: 0.03,
        frame: "#e8dcc0",
        bg: "#101828",
        bezel: 0.03,
      }),
  );
  for (const x of [520, 860])
    parts.push(
      ellipse(x, 170, 110, 110, "#ffb45e", `opacity="0.16" filter="${doc.blur(20)}"`) +
        rect(x - 10, 152, 20, 30, "#3a2517") +
        ellipse(x, 150, 18, 6, "#ffd79a"),
    );
  parts.push(rect(0, floorY - 4, W, 8, "#1a0f0a"));
  // Pendant lamps above the table axis.
  for (const sl of [1.2, 3.4, 5.6]) {
    const [lx, ly] = proj(at(sl, 0), 2.1);
    const z = at(sl, 0)[1];
    parts.push(pendant(doc, lx, ly, (F * 0.32) / z, { cord: 600, color: "#ffcf8a", shade: "#2a1a10" }));
  }
  // Guests on the far side, drawn from the back of the room to the front.
  const poses = ["table", "glass", "talk", "table", "glass", "table", "talk"];
  const farSpots = [0.6, 1.65, 2.7, 3.75, 4.8, 5.85, 6.8].reverse();
  farSpots.forEach((sl, i) => {
    const pos = at(sl, -0.95);
    const [x, y] = proj(pos, 0);
    parts.push(
      person({
        ...randomPerson(r),
        x,
        y,
        h: (F * 1.72) / pos[1],
        seated: true,
        pose: poses[i],
        dress: false,
        hold: { drink: "#7a1f2b" },
        light: "r",
      }),
    );
  });
  // A guest standing at the head of the table, raising a glass.
  {
    const pos = at(L + 0.7, -0.1);
    const [x, y] = proj(pos, 0);
    parts.push(
      person({
        ...randomPerson(r, { sex: "m", hair: "side", top: "blazer", topColor: "#6e2a35", beard: true }),
        x,
        y,
        h: (F * 1.78) / pos[1],
        pose: "toast",
        hold: { drink: "#7a1f2b" },
        light: "r",
      }),
    );
  }
  // Table top (cloth) and its hanging front edge.
  const c1 = proj(at(0, -0.6), TABLE);
  const c2 = proj(at(L, -0.6), TABLE);
  const c3 = proj(at(L, 0.6), TABLE);
  const c4 = proj(at(0, 0.6), TABLE);
  const d3 = proj(at(L, 0.6), TABLE - 0.22);
  const d4 = proj(at(0, 0.6), TABLE - 0.22);
  parts.push(path(poly([c1, c2, c3, c4]), "url(#cloth13)") + path(poly([c4, c3, d3, d4]), "#bfb3a3"));
  parts.push(path(poly([c1, c2, c3, c4]), "#ffb45e", 'opacity="0.1"'));
  // Place settings along both sides, candles and bottles along the middle.
  const disc = (pos, radius, color) => {
    const [px, py] = proj(pos, TABLE);
    const rx = (F * radius) / pos[1];
    const drop = EYE - TABLE;
    return ellipse(px, py, rx, (rx * drop) / Math.hypot(pos[1], drop), color);
  };
  for (let k = 0; k < 7; k++) {
    const sl = 0.6 + k * 1.05;
    for (const off of [-0.34, 0.34]) {
      const pos = at(sl, off);
      parts.push(disc(pos, 0.14, "#fbfaf7") + disc(pos, 0.09, r.pick(["#c98a3c", "#8fb27a", "#d9b26f", "#b5533c"])));
      const gpos = at(sl + 0.28, off * 0.5);
      const [gx, gy] = proj(gpos, TABLE);
      parts.push(wineGlass(gx, gy, (F * 0.12) / gpos[1], r.chance(0.3) ? "#e8d28a" : "#7a1f2b"));
    }
    const mid = at(sl + 0.52, 0);
    const [mx, my] = proj(mid, TABLE);
    const u = F / mid[1];
    if (k % 2 === 0) {
      parts.push(
        rect(mx - 0.025 * u, my - 0.2 * u, 0.05 * u, 0.2 * u, "#f4ead6") +
          circle(mx, my - 0.22 * u, 0.015 * u, "#ffd27a") +
          circle(mx, my - 0.22 * u, 0.09 * u, "#ffb347", `opacity="0.4" filter="${doc.blur(5)}"`),
      );
    } else {
      parts.push(
        path(
          t`M${mx - 0.035 * u} ${my}v${-0.2 * u}q0-${0.04 * u} ${0.022 * u}-${0.06 * u}v${-0.08 * u}h${0.026 * u}v${0.08 * u}q${0.022 * u} ${0.02 * u} ${0.022 * u} ${0.06 * u}v${0.2 * u}z`,
          "#3b1a20",
        ) + disc(at(sl + 0.75, 0.05), 0.1, "#a0703a"),
      );
    }
  }
  // Guests on the near side, seen from behind on their chairs, back to front.
  [5.2, 3.1, 1.0].forEach((sl) => {
    const pos = at(sl, 0.95);
    const u = F / pos[1];
    const [x, y] = proj(pos, -0.4);
    parts.push(
      person({
        ...dim(randomPerson(r), 0.3, "#1a0d07"),
        x,
        y,
        h: 1.72 * u,
        view: "back",
        bust: true,
        pose: "table",
        rim: "#ffc27a",
      }),
    );
    // Ladder-back chair: two posts, a curved top rail and a lower rail.
    const [cx, cy] = proj(pos, 0);
    const wood = "#4a2f1f";
    parts.push(
      rect(cx - 0.23 * u, cy - 0.82 * u, 0.05 * u, 0.82 * u, wood) +
        rect(cx + 0.18 * u, cy - 0.82 * u, 0.05 * u, 0.82 * u, wood) +
        path(
          t`M${cx - 0.25 * u} ${cy - 0.84 * u}q${0.25 * u}-${0.05 * u} ${0.5 * u} 0v${0.1 * u}q-${0.25 * u}-${0.05 * u}-${0.5 * u} 0z`,
          lighten(wood, 0.08),
        ) +
        rect(cx - 0.2 * u, cy - 0.6 * u, 0.4 * u, 0.04 * u, wood) +
        rect(cx - 0.26 * u, cy - 0.48 * u, 0.52 * u, 0.05 * u, darken(wood, 0.2)),
    );
  });
  parts.push(vignette(doc, W, H, 0.6));
  return doc.render(parts.join(""));
}

const SCENES = {
  "event-01": event01,
  "event-02": event02,
  "event-03": event03,
  "event-04": event04,
  "event-05": event05,
  "event-06": event06,
  "event-07": event07,
  "event-08": event08,
  "event-09": event09,
  "event-10": event10,
  "event-11": event11,
  "event-12": event12,
  "event-13": event13,
};

const only = process.argv.slice(2);
for (const [id, draw] of Object.entries(SCENES)) {
  if (only.length && !only.includes(id)) continue;
  writeFileSync(`${OUT}${id}.svg`, draw());
  console.log(`wrote assets-src/gallery/${id}.svg`);
}
