import type { payments } from "../../db/schema";

export type PaymentRow = typeof payments.$inferSelect;

/** Statuses a payment can still leave; the rest (PAID, EXPIRED, FAILED) are final (docs/service-rules.md §5). */
export const OPEN_STATUSES = ["INITIATED", "USER_REVIEW"] as const;

export type PaymentTarget = "PAID" | "FAILED" | "EXPIRED" | "USER_REVIEW";

/** Only this wallet provider has the USER_REVIEW step (docs/service-rules.md §5). */
export const USER_REVIEW_PROVIDER = "EXCHANGEB";

export function isOpenStatus(status: string): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}
