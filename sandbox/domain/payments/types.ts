import type { payments } from "../../db/schema";

export type PaymentRow = typeof payments.$inferSelect;

/** Statuses a payment can still leave; the rest (PAID, EXPIRED, FAILED) are final (decisions §5). */
export const OPEN_STATUSES = ["INITIATED", "USER_REVIEW"] as const;

export type PaymentTarget = "PAID" | "FAILED" | "EXPIRED" | "USER_REVIEW";

/** Only this wallet provider has the USER_REVIEW step (spec §States). */
export const USER_REVIEW_PROVIDER = "EXCHANGEB";

export function isOpenStatus(status: string): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment ids are UUIDs; anything else cannot exist, and must not reach a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
