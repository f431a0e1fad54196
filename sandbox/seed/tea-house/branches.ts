import { randomUUID } from "node:crypto";
import { addDays, colomboDate } from "@/lib/dates";
import type { branches } from "../../db/schema";
import { activeBranchRow } from "../../domain/branches/create-branch";
import { atColombo } from "../calendar";

export interface BranchPlan {
  code: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  /** Share of walk-in payments while open. */
  weight: number;
  /** Tourist counters take more USDT. */
  usdtShare: number;
  openedDaysAgo: number;
  /** The kiosk closed during the window; its payments stop that day and the branch is inactive. */
  closedDaysAgo?: number;
}

export const BRANCH_PLANS: readonly BranchPlan[] = [
  {
    code: "CTH-COL",
    name: "Colombo 07 Flagship",
    address: "42 Flower Road, Colombo 07",
    city: "Colombo",
    postalCode: "00700",
    phone: "+94112695521",
    weight: 38,
    usdtShare: 0.22,
    openedDaysAgo: 118,
  },
  {
    code: "CTH-KDY",
    name: "Kandy Temple Road",
    address: "18 Dalada Veediya, Kandy",
    city: "Kandy",
    postalCode: "20000",
    phone: "+94812234410",
    weight: 22,
    usdtShare: 0.28,
    openedDaysAgo: 117,
  },
  {
    code: "CTH-GAL",
    name: "Galle Fort",
    address: "27 Church Street, Galle Fort",
    city: "Galle",
    postalCode: "80000",
    phone: "+94912246637",
    weight: 22,
    usdtShare: 0.5,
    openedDaysAgo: 117,
  },
  {
    code: "CTH-NUW",
    name: "Nuwara Eliya Estate Shop",
    address: "Pedro Estate Road, Nuwara Eliya",
    city: "Nuwara Eliya",
    postalCode: "22200",
    phone: "+94522223140",
    weight: 13,
    usdtShare: 0.3,
    openedDaysAgo: 116,
  },
  {
    code: "CTH-BIA",
    name: "Airport Kiosk",
    address: "Departure Lounge, Bandaranaike International Airport, Katunayake",
    city: "Katunayake",
    postalCode: "11450",
    phone: "+94112252877",
    weight: 7,
    usdtShare: 0.7,
    openedDaysAgo: 112,
    closedDaysAgo: 52,
  },
];

export type BranchInsert = typeof branches.$inferInsert & { id: string };

export interface DemoBranch {
  id: string;
  plan: BranchPlan;
}

export function buildBranches(
  merchantId: string,
  now: Date,
): { rows: BranchInsert[]; branches: DemoBranch[] } {
  const today = colomboDate(now);
  const rows: BranchInsert[] = [];
  const built: DemoBranch[] = [];
  for (const plan of BRANCH_PLANS) {
    const id = randomUUID();
    const createdAt = atColombo(addDays(today, -plan.openedDaysAgo), 10 * 60);
    const closedAt =
      plan.closedDaysAgo === undefined ? null : atColombo(addDays(today, -plan.closedDaysAgo), 21 * 60 + 15);
    rows.push({
      ...activeBranchRow(
        merchantId,
        { ...plan, messagingGroupId: `cth-${plan.code.slice(4).toLowerCase()}-ops` },
        createdAt,
      ),
      id,
      // The kiosk that closed was deactivated that evening.
      isActive: closedAt === null,
      updatedAt: closedAt ?? createdAt,
    });
    built.push({ id, plan });
  }
  return { rows, branches: built };
}

/** Branches taking walk-in payments on a day `daysAgo` back. */
export function openBranches(all: readonly DemoBranch[], daysAgo: number): DemoBranch[] {
  return all.filter((b) => b.plan.openedDaysAgo > daysAgo && (b.plan.closedDaysAgo ?? -1) < daysAgo);
}
