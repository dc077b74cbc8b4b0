import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

interface Feature {
  key: "bps" | "aps" | "bot" | "sentiment" | "heatmap" | "course" | "community";
  path: string;
  icon: ReactNode;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** The seven offerings (docs/product-rules.md). */
const FEATURES: Feature[] = [
  {
    key: "bps",
    path: `${PATHS.algos}#bitcoin-profit-scout`,
    icon: <path {...stroke} d="M4 17l5-5 3 3 8-8M15 7h5v5" />,
  },
  {
    key: "aps",
    path: `${PATHS.algos}#altcoin-profit-scout`,
    icon: (
      <g {...stroke}>
        <circle cx="8" cy="8" r="4" />
        <circle cx="16" cy="16" r="4" />
        <path d="M11 13l2-2" />
      </g>
    ),
  },
  {
    key: "bot",
    path: PATHS.autoTrading,
    icon: (
      <g {...stroke}>
        <rect x="5" y="8" width="14" height="11" rx="3" />
        <path d="M12 4v4M9 13h.01M15 13h.01M9.5 16h5" />
      </g>
    ),
  },
  {
    key: "sentiment",
    path: `${PATHS.algos}#sentiment-trader`,
    icon: (
      <g {...stroke}>
        <path d="M4 16a8 8 0 0116 0" />
        <path d="M12 16l4-5" />
      </g>
    ),
  },
  {
    key: "heatmap",
    path: `${PATHS.algos}#risk-heat-map`,
    icon: (
      <g {...stroke}>
        <rect x="4" y="4" width="7" height="7" rx="1.5" />
        <rect x="13" y="4" width="7" height="7" rx="1.5" />
        <rect x="4" y="13" width="7" height="7" rx="1.5" />
        <rect x="13" y="13" width="7" height="7" rx="1.5" />
      </g>
    ),
  },
  {
    key: "course",
    path: PATHS.courses,
    icon: (
      <g {...stroke}>
        <rect x="3" y="5" width="18" height="13" rx="2.5" />
        <path d="M10 9v5l4-2.5z" />
      </g>
    ),
  },
  {
    key: "community",
    path: PATHS.startChat,
    icon: (
      <g {...stroke}>
        <path d="M5 18l1.2-3.2A7 7 0 1112 19a7 7 0 01-3.2-.8z" />
        <path d="M9 11h6M9 14h4" />
      </g>
    ),
  },
];

export function FeatureGrid() {
  const { t, localize } = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ key, path, icon }) => (
        <li
          key={key}
          className="group relative flex flex-col rounded-card border border-ink-700 bg-ink-900/70 p-6 transition-colors hover:border-ink-500 last:sm:col-span-2 first:lg:col-span-2"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent-500/10 text-accent-400 ring-1 ring-accent-500/25">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              {icon}
            </svg>
          </span>
          <h3 className="mt-5 text-lg font-semibold text-white">{t(`features.${key}.title`)}</h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-ink-300">{t(`features.${key}.text`)}</p>
          <Link
            to={localize(path)}
            className="mt-5 text-sm font-semibold text-accent-400 after:absolute after:inset-0 after:rounded-card hover:text-accent-300"
          >
            {t("features.learnMore")}
            <span className="sr-only">: {t(`features.${key}.title`)}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
