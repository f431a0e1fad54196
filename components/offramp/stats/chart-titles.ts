// The offramp report's chart headings, shared by the cards (offramp-figures.tsx) and the placeholders that
// hold their place while the cards' code loads (offramp-stats.tsx), so nothing moves when they arrive.
export const VOLUME_CHART = {
  title: "Payout volume per day by status",
  description: "LKR, by the day each payout was created",
};
export const RATE_CHART = {
  title: "Effective USDT/LKR rate",
  description: "LKR per USDT each day, weighted by each payout's USDT amount",
};
export const REASONS_CHART = {
  title: "Top failure reasons",
  description: "Failed payouts by the reason the bank gave",
};
