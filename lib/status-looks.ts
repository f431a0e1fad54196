import type { ChargeState, ScheduleState } from "@/lib/charge-schedules";
import type { ContractStatus } from "@/lib/payments-api/direct-debit";
import type { LedgerEntryType, OfframpStatus } from "@/lib/payments-api/offramp";
import type { PaymentLinkStatus } from "@/lib/payments-api/payment-links";
import type { PaymentStatus } from "@/lib/payments-api/payments";
import type { WithdrawalStatus } from "@/lib/payments-api/withdrawals";

/** How a status looks (colour and icon), named by what it means. */
export type Tone =
  | "success"
  | "pending"
  | "review"
  | "failed"
  | "ended"
  | "neutral"
  | "credit"
  | "debit"
  | "refund";

export interface StatusLook {
  label: string;
  tone: Tone;
}

/** Every status of the spec, by resource: the words shown and the tone (colour and icon) that goes with them. */
export const statusLooks = {
  payment: {
    INITIATED: { label: "Awaiting payment", tone: "pending" },
    USER_REVIEW: { label: "In review", tone: "review" },
    PAID: { label: "Paid", tone: "success" },
    EXPIRED: { label: "Expired", tone: "ended" },
    FAILED: { label: "Failed", tone: "failed" },
  },
  link: {
    ACTIVE: { label: "Active", tone: "success" },
    INACTIVE: { label: "Inactive", tone: "ended" },
    EXPIRED: { label: "Expired", tone: "ended" },
  },
  contract: {
    INITIATED: { label: "Awaiting signature", tone: "pending" },
    SIGNED: { label: "Signed", tone: "success" },
    TERMINATED: { label: "Terminated", tone: "failed" },
    EXPIRED: { label: "Expired", tone: "ended" },
  },
  withdrawal: {
    PENDING: { label: "Pending", tone: "pending" },
    APPROVED: { label: "Approved", tone: "success" },
    REJECTED: { label: "Rejected", tone: "failed" },
    CANCELLED: { label: "Cancelled", tone: "ended" },
  },
  offramp: {
    PENDING: { label: "Pending", tone: "pending" },
    PROCESSING: { label: "Processing", tone: "review" },
    COMPLETED: { label: "Completed", tone: "success" },
    FAILED: { label: "Failed", tone: "failed" },
  },
  ledger: {
    // Money movements, not states: their own tones, so they never read as "pending" or "in review".
    CREDIT: { label: "Credit", tone: "credit" },
    DEBIT: { label: "Debit", tone: "debit" },
    REFUND: { label: "Refund", tone: "refund" },
  },
  // The console's own records of a contract's charges and schedules (lib/charge-schedules.ts).
  charge: {
    waiting: { label: "Waiting", tone: "pending" },
    sending: { label: "Sending", tone: "review" },
    made: { label: "Awaiting payment", tone: "pending" },
    paid: { label: "Paid", tone: "success" },
    failed: { label: "Failed", tone: "failed" },
    refused: { label: "Refused", tone: "failed" },
    skipped: { label: "Skipped", tone: "ended" },
  },
  schedule: {
    active: { label: "Active", tone: "success" },
    paused: { label: "Paused", tone: "pending" },
    cancelled: { label: "Cancelled", tone: "ended" },
    ended: { label: "Ended", tone: "ended" },
  },
} satisfies {
  payment: Record<PaymentStatus, StatusLook>;
  link: Record<PaymentLinkStatus, StatusLook>;
  contract: Record<ContractStatus, StatusLook>;
  withdrawal: Record<WithdrawalStatus, StatusLook>;
  offramp: Record<OfframpStatus, StatusLook>;
  ledger: Record<LedgerEntryType, StatusLook>;
  charge: Record<ChargeState, StatusLook>;
  schedule: Record<ScheduleState, StatusLook>;
};

export type StatusKind = keyof typeof statusLooks;

/** The look of a status; a value the spec does not list still shows, as itself, in the neutral tone. */
export function statusLook(kind: StatusKind, status: string): StatusLook {
  const looks: Record<string, StatusLook | undefined> = statusLooks[kind];
  return looks[status] ?? { label: status, tone: "neutral" };
}

/** The words of a status (CSV exports, filters); a value the spec does not list is shown as itself. */
export function statusLabel(kind: StatusKind, status: string): string {
  return statusLook(kind, status).label;
}
