import { CheckCircle2, CircleDashed, Clock, Eye, type LucideIcon, MinusCircle, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ContractStatus } from "@/lib/payments-api/direct-debit";
import type { LedgerEntryType, OfframpStatus } from "@/lib/payments-api/offramp";
import type { PaymentLinkStatus } from "@/lib/payments-api/payment-links";
import type { PaymentStatus } from "@/lib/payments-api/payments";
import type { WithdrawalStatus } from "@/lib/payments-api/withdrawals";

type Tone = "success" | "pending" | "review" | "failed" | "ended" | "neutral";

interface StatusLook {
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
    CREDIT: { label: "Credit", tone: "success" },
    DEBIT: { label: "Debit", tone: "neutral" },
    REFUND: { label: "Refund", tone: "review" },
  },
} satisfies {
  payment: Record<PaymentStatus, StatusLook>;
  link: Record<PaymentLinkStatus, StatusLook>;
  contract: Record<ContractStatus, StatusLook>;
  withdrawal: Record<WithdrawalStatus, StatusLook>;
  offramp: Record<OfframpStatus, StatusLook>;
  ledger: Record<LedgerEntryType, StatusLook>;
};

export type StatusKind = keyof typeof statusLooks;

const tones: Record<
  Tone,
  { variant: "success" | "warning" | "info" | "destructive" | "secondary" | "outline"; icon: LucideIcon }
> = {
  success: { variant: "success", icon: CheckCircle2 },
  pending: { variant: "warning", icon: Clock },
  review: { variant: "info", icon: Eye },
  failed: { variant: "destructive", icon: XCircle },
  ended: { variant: "secondary", icon: MinusCircle },
  neutral: { variant: "outline", icon: CircleDashed },
};

/** The look of a status; a value the spec does not list still shows, as itself, in the neutral tone. */
export function statusLook(kind: StatusKind, status: string): StatusLook {
  const looks: Record<string, StatusLook | undefined> = statusLooks[kind];
  return looks[status] ?? { label: status, tone: "neutral" };
}

export interface StatusBadgeProps {
  kind: StatusKind;
  status: string;
  className?: string;
}

/** A status as words, colour and icon together, so it reads the same without colour. */
export function StatusBadge({ kind, status, className }: StatusBadgeProps) {
  const look = statusLook(kind, status);
  const { variant, icon: Icon } = tones[look.tone];
  return (
    <Badge variant={variant} data-status={status} data-tone={look.tone} className={className}>
      <Icon aria-hidden="true" />
      {look.label}
    </Badge>
  );
}
