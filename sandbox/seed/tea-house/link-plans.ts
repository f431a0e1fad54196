/** One payment link of the demo and how customers used it. */
export interface LinkPlan {
  name: string;
  description: string;
  merchantTradeNo: string;
  currency: "LKR" | "USDT";
  amount?: number;
  minAmount?: number;
  maxAmount?: number;
  maxQuantity?: number;
  reusable: boolean;
  branchCode: string | null;
  createdDaysAgo: number;
  /** ACTIVE; INACTIVE (deactivated, or single-use and used); EXPIRED (past its expiration date). */
  outcome: "ACTIVE" | "INACTIVE" | "EXPIRED";
  /** For INACTIVE and EXPIRED links: the day it was deactivated or lapsed. */
  endDaysAgo?: number;
  /** For ACTIVE links with an expiration date still ahead. */
  expiresInDays?: number;
  /** Average payments a week while the link takes them (reusable links). */
  perWeek: number;
}

export const LINK_PLANS: readonly LinkPlan[] = [
  {
    name: "Orange Pekoe 250 g, order online",
    description: "High-grown loose leaf, delivered island-wide in 3 working days",
    merchantTradeNo: "PL-OP250",
    currency: "LKR",
    amount: 1850,
    maxQuantity: 10,
    reusable: true,
    branchCode: "CTH-COL",
    createdDaysAgo: 84,
    outcome: "ACTIVE",
    perWeek: 5,
  },
  {
    name: "Six Estates Gift Box",
    description: "Six 50 g estate teas in a printed gift box",
    merchantTradeNo: "PL-GIFT6",
    currency: "LKR",
    amount: 6800,
    maxQuantity: 5,
    reusable: true,
    branchCode: null,
    createdDaysAgo: 70,
    outcome: "ACTIVE",
    expiresInDays: 60,
    perWeek: 4,
  },
  {
    name: "Tea Tasting Session for Two, Nuwara Eliya",
    description: "Six estate teas with our tea maker, 45 minutes, any day 10:00–16:00",
    merchantTradeNo: "PL-TASTE-NUW",
    currency: "LKR",
    amount: 7500,
    reusable: true,
    branchCode: "CTH-NUW",
    createdDaysAgo: 63,
    outcome: "ACTIVE",
    perWeek: 2,
  },
  {
    name: "Pay any amount, Kandy counter",
    description: "For phone orders and special requests at Temple Road",
    merchantTradeNo: "PL-KDY-OPEN",
    currency: "LKR",
    minAmount: 1500,
    maxAmount: 45000,
    reusable: true,
    branchCode: "CTH-KDY",
    createdDaysAgo: 80,
    outcome: "ACTIVE",
    perWeek: 4,
  },
  {
    name: "Gift voucher (USDT)",
    description: "Redeemable at any Ceylon Tea House, valid 12 months",
    merchantTradeNo: "PL-VOUCHER-USDT",
    currency: "USDT",
    minAmount: 10,
    maxAmount: 150,
    reusable: true,
    branchCode: "CTH-GAL",
    createdDaysAgo: 58,
    outcome: "ACTIVE",
    perWeek: 2,
  },
  {
    name: "Silver Tips White Tea 50 g (USDT)",
    description: "Hand-picked buds, shipped worldwide",
    merchantTradeNo: "PL-SILVER-USDT",
    currency: "USDT",
    amount: 29.5,
    maxQuantity: 4,
    reusable: true,
    branchCode: "CTH-GAL",
    createdDaysAgo: 45,
    outcome: "ACTIVE",
    perWeek: 1.5,
  },
  {
    name: "Tea Club trial box (USDT)",
    description: "Three estate teas and a tasting guide",
    merchantTradeNo: "PL-CLUB-TRIAL",
    currency: "USDT",
    amount: 19.99,
    reusable: true,
    branchCode: null,
    createdDaysAgo: 25,
    outcome: "ACTIVE",
    perWeek: 2,
  },
  {
    name: "Corporate order: 6 gift boxes, Serendib Software",
    description: "Six Estates Gift Boxes with company cards, invoice CTH-INV-0412",
    merchantTradeNo: "PL-CORP-0412",
    currency: "LKR",
    amount: 40800,
    reusable: false,
    branchCode: "CTH-COL",
    createdDaysAgo: 33,
    outcome: "INACTIVE",
    perWeek: 0,
  },
  {
    name: "Wedding favours deposit: Fernando & Perera",
    description: "50% deposit for 120 favour tins, balance on delivery",
    merchantTradeNo: "PL-WED-0517",
    currency: "LKR",
    amount: 35000,
    reusable: false,
    branchCode: "CTH-COL",
    createdDaysAgo: 3,
    outcome: "ACTIVE",
    expiresInDays: 11,
    perWeek: 0,
  },
  {
    name: "Season's Hamper pre-order",
    description: "Premium hamper, collect from any branch",
    merchantTradeNo: "PL-HAMPER-PRE",
    currency: "LKR",
    amount: 24000,
    maxQuantity: 3,
    reusable: true,
    branchCode: null,
    createdDaysAgo: 60,
    outcome: "EXPIRED",
    endDaysAgo: 22,
    perWeek: 3,
  },
  {
    name: "Monsoon Flush, limited batch",
    description: "Second-flush Dimbula, 100 g tins; sold out",
    merchantTradeNo: "PL-MONSOON",
    currency: "LKR",
    amount: 3950,
    reusable: true,
    branchCode: null,
    createdDaysAgo: 75,
    outcome: "INACTIVE",
    endDaysAgo: 40,
    perWeek: 3,
  },
];
