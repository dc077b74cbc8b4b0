import type { ResultPoint } from "~/content/results";
import { useLanguage } from "~/i18n/language-provider";
import { formatMonth } from "~/i18n/format";

const WIDTH = 720;
const HEIGHT = 340;
const PAD = { top: 16, right: 16, bottom: 44, left: 56 };
const GRID_STEP = 100;
/**
 * The chart scales with its box: on a phone it is drawn at about 0.4 of its size, so its
 * labels use larger units there (about 11 px on screen), and only half of the month labels
 * (every sixth month instead of every third).
 */
const AXIS_TEXT = "fill-ink-400 text-[26px] sm:text-[11px]";
const VALUE_TEXT = "text-[30px] font-bold sm:text-[13px]";

/**
 * The results as a line chart drawn by the site itself (SVG, no library), with a text
 * summary for screen readers and the same numbers as a table below.
 */
export function ResultsChart({ points }: { points: ResultPoint[] }) {
  const { t, language } = useLanguage();
  const max = Math.ceil(Math.max(...points.map((p) => p.strategy)) / GRID_STEP) * GRID_STEP;
  const x = (index: number) => PAD.left + (index / (points.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (key: "strategy" | "bitcoin") =>
    points.map((p, i) => `${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const summary = t("results.chart.summary", {
    strategyEnd: last.strategy,
    bitcoinEnd: last.bitcoin,
    start: formatMonth(first.month, language),
    end: formatMonth(last.month, language),
  });
  const gridValues = Array.from({ length: max / GRID_STEP + 1 }, (_, i) => i * GRID_STEP);

  return (
    <figure className="rounded-card border border-ink-700 bg-ink-900/70 p-4 sm:p-6">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-semibold text-white">{t("results.chart.title")}</span>
        <span className="flex flex-wrap gap-4 text-xs text-ink-300">
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="h-1 w-5 rounded bg-accent-500" />
            {t("results.chart.strategy")}
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="h-1 w-5 rounded bg-ink-400" />
            {t("results.chart.bitcoin")}
          </span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="mt-4 h-auto w-full">
        {gridValues.map((value) => (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(value)}
              y2={y(value)}
              className="stroke-ink-700"
              strokeDasharray={value === 100 ? "none" : "3 5"}
            />
            <text x={PAD.left - 8} y={y(value)} dominantBaseline="middle" textAnchor="end" className={AXIS_TEXT}>
              {value}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % 3 === 0 ? (
            <text
              key={point.month}
              x={x(index)}
              y={HEIGHT - 10}
              textAnchor={index === 0 ? "start" : index === points.length - 1 ? "end" : "middle"}
              className={index % 6 === 0 ? AXIS_TEXT : `${AXIS_TEXT} max-sm:hidden`}
            >
              {formatMonth(point.month, language)}
            </text>
          ) : null,
        )}
        <polyline
          points={line("bitcoin")}
          fill="none"
          className="stroke-ink-400"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <polyline
          points={line("strategy")}
          fill="none"
          className="stroke-accent-500"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx={x(points.length - 1)} cy={y(last.strategy)} r="5" className="fill-accent-500" />
        <text
          x={x(points.length - 1) - 8}
          y={y(last.strategy) - 10}
          textAnchor="end"
          className={`fill-white ${VALUE_TEXT}`}
        >
          {last.strategy}
        </text>
        <circle cx={x(points.length - 1)} cy={y(last.bitcoin)} r="4" className="fill-ink-400" />
        <text
          x={x(points.length - 1) - 8}
          y={y(last.bitcoin) - 10}
          textAnchor="end"
          className={`fill-ink-200 ${VALUE_TEXT}`}
        >
          {last.bitcoin}
        </text>
      </svg>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-accent-400 hover:text-accent-300">
          {t("results.table.show")}
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-ink-200">
            <caption className="sr-only">{t("results.table.caption")}</caption>
            <thead className="text-ink-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("results.table.month")}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("results.chart.strategy")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("results.chart.bitcoin")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {points.map((point) => (
                <tr key={point.month}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {formatMonth(point.month, language)}
                  </th>
                  <td className="py-1.5 pr-4 tabular-nums">{point.strategy}</td>
                  <td className="py-1.5 tabular-nums">{point.bitcoin}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
