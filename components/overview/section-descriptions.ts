// One line per section for the overview's "Go to" cards (section-links.tsx), by the section's id in
// components/shell/nav-items.ts. Kept apart from the sidebar's entries, which every page loads.
export const sectionDescriptions: Readonly<Record<string, string>> = {
  overview: "The account at a glance.",
  payments: "Every payment, its status, fees and QR code; create new ones.",
  "payment-links": "Reusable and single-use links customers pay through.",
  branches: "Shops and counters that payments and links belong to.",
  "direct-debit": "Contracts that let you charge customers again.",
  settlements: "Settle paid payments' net amount, counted in LKR, to your bank.",
  offramp: "Pay out LKR to your users' bank accounts.",
  approvals: "Payouts and settlements above the account's threshold, waiting for a second person.",
  reports: "The float ledger, the offramp report and their reconciliation.",
  developers: "Webhook signing and test deliveries.",
  settings: "Merchant accounts, API keys and members.",
};
