/** The four tools, in their order and with their section ids (docs/product-rules.md). */
export const ALGO_TOOLS = [
  { id: "bitcoin-profit-scout", key: "bps", name: "features.bps.title", onCharts: true },
  { id: "altcoin-profit-scout", key: "aps", name: "features.aps.title", onCharts: true },
  { id: "sentiment-trader", key: "sentiment", name: "features.sentiment.title", onCharts: false },
  { id: "risk-heat-map", key: "heatmap", name: "features.heatmap.title", onCharts: true },
] as const;
