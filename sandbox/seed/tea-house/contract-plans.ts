/** A direct-debit contract of the demo: what was agreed, how it was charged and how it ended. */
export interface ContractPlan {
  code: string;
  serviceName: string;
  scenarioId: "EXA_SUBSCRIPTION" | "EXA_RETAIL_TOPUP";
  currency: "LKR" | "USDT";
  /** The per-charge limit the customer agreed to, in `currency`. */
  limit: number;
  slippageBps?: number;
  branchCode: string | null;
  outcome: "SIGNED" | "TERMINATED" | "EXPIRED" | "INITIATED";
  createdDaysAgo?: number;
  /** INITIATED contracts are minutes old: their 15-minute signing window is still open. */
  createdMinutesAgo?: number;
  /** The customer has approved at the provider; the merchant has not synced yet. */
  approved?: boolean;
  terminatedDaysAgo?: number;
  terminationNotes?: string;
  /** Company customers (office supply) bill to the company; the rest are people. */
  company?: { name: string; email: string; phone: string; address: string; city: string; postalCode: string };
  charges?: {
    product: string;
    detail: string;
    everyDays: number;
    amount: number;
    /** Usage-based charges vary by up to this much either side, in `currency`. */
    spread?: number;
    /** The n-th charge (0-based) fails for lack of funds and is retried the next day. */
    failsAt?: number;
  };
}

const TEA_CLUB = {
  serviceName: "Tea Club, monthly estate box",
  scenarioId: "EXA_SUBSCRIPTION",
  currency: "LKR",
  limit: 12000,
  slippageBps: 150,
  branchCode: null,
  charges: {
    product: "Tea Club box",
    detail: "Three estate teas, 100 g each, and a tasting card",
    everyDays: 30,
    amount: 6500,
  },
} as const;

const OFFICE = {
  serviceName: "Office tea supply, weekly",
  scenarioId: "EXA_SUBSCRIPTION",
  currency: "LKR",
  limit: 25000,
  slippageBps: 100,
  charges: {
    product: "Office tea supply",
    detail: "Weekly delivery: BOPF, green tea, tea bags by usage",
    everyDays: 7,
    amount: 12000,
    spread: 2200,
  },
} as const;

const OVERSEAS = {
  serviceName: "Tea Club Overseas, monthly (USDT)",
  scenarioId: "EXA_SUBSCRIPTION",
  currency: "USDT",
  limit: 60,
  branchCode: null,
  charges: {
    product: "Tea Club Overseas box",
    detail: "Shipped by air mail with tracking",
    everyDays: 30,
    amount: 34.9,
  },
} as const;

const SERENDIB = {
  name: "Serendib Software (Pvt) Ltd",
  email: "accounts@serendibsoftware.lk",
  phone: "+94112577340",
  address: "Level 9, 75 Chatham Street",
  city: "Colombo 01",
  postalCode: "00100",
};

export const CONTRACT_PLANS: readonly ContractPlan[] = [
  { ...TEA_CLUB, code: "CTH-TC-0001", outcome: "SIGNED", createdDaysAgo: 86 },
  { ...TEA_CLUB, code: "CTH-TC-0002", outcome: "SIGNED", createdDaysAgo: 61 },
  { ...TEA_CLUB, code: "CTH-TC-0003", outcome: "SIGNED", createdDaysAgo: 19 },
  {
    ...OFFICE,
    code: "CTH-OFF-0001",
    branchCode: "CTH-COL",
    outcome: "SIGNED",
    createdDaysAgo: 81,
    company: SERENDIB,
    charges: { ...OFFICE.charges, failsAt: 5 },
  },
  {
    ...OFFICE,
    code: "CTH-OFF-0002",
    branchCode: "CTH-KDY",
    outcome: "SIGNED",
    createdDaysAgo: 46,
    company: {
      name: "Lakeside Legal Chambers",
      email: "office@lakesidelegal.lk",
      phone: "+94812201455",
      address: "12 Sangaraja Mawatha",
      city: "Kandy",
      postalCode: "20000",
    },
  },
  { ...OVERSEAS, code: "CTH-TCO-0001", outcome: "SIGNED", createdDaysAgo: 71 },
  {
    code: "CTH-CAFE-0001",
    serviceName: "Café loyalty wallet top-up",
    scenarioId: "EXA_RETAIL_TOPUP",
    currency: "USDT",
    limit: 50,
    branchCode: "CTH-GAL",
    outcome: "SIGNED",
    createdDaysAgo: 29,
    charges: {
      product: "Café wallet top-up",
      detail: "Galle Fort café credit",
      everyDays: 8,
      amount: 15,
      spread: 5,
    },
  },
  {
    ...TEA_CLUB,
    code: "CTH-TC-0004",
    outcome: "TERMINATED",
    createdDaysAgo: 88,
    terminatedDaysAgo: 24,
    terminationNotes: "Customer cancelled: moving abroad",
  },
  {
    ...OFFICE,
    code: "CTH-OFF-0003",
    branchCode: "CTH-COL",
    outcome: "TERMINATED",
    createdDaysAgo: 76,
    terminatedDaysAgo: 33,
    terminationNotes: "Office relocated; new contract to follow",
    company: {
      name: "Harbour View Shipping Agencies",
      email: "admin@harbourviewshipping.lk",
      phone: "+94112431870",
      address: "48 Leyden Bastian Road",
      city: "Colombo 01",
      postalCode: "00100",
    },
  },
  {
    ...OVERSEAS,
    code: "CTH-TCO-0002",
    outcome: "TERMINATED",
    createdDaysAgo: 50,
    terminatedDaysAgo: 12,
    terminationNotes: "Customer asked to stop the subscription",
  },
  { ...TEA_CLUB, code: "CTH-TC-0005", outcome: "EXPIRED", createdDaysAgo: 70 },
  {
    ...OFFICE,
    code: "CTH-OFF-0004",
    branchCode: "CTH-COL",
    outcome: "EXPIRED",
    createdDaysAgo: 33,
    company: SERENDIB,
  },
  { ...TEA_CLUB, code: "CTH-TC-0006", outcome: "EXPIRED", createdDaysAgo: 6 },
  { ...TEA_CLUB, code: "CTH-TC-0007", outcome: "INITIATED", createdMinutesAgo: 2 },
  { ...OVERSEAS, code: "CTH-TCO-0003", outcome: "INITIATED", createdMinutesAgo: 6, approved: true },
];
