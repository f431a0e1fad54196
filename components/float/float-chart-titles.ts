// The float charts' headings, shared by the cards (float-chart-panels.tsx) and the placeholders that hold
// their place while the cards' code loads (float-charts.tsx), so nothing moves when they arrive.
export const BALANCE_CHART = { title: "Balance by day", description: "At the end of each day, in LKR" };
export const FLOWS_CHART = { title: "Top-ups, payouts and refunds", description: "Per day, in LKR" };
