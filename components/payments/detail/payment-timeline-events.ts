import type { Payment } from "@/lib/payments-api/payments";

export type TimelineEventKind = "created" | "review" | "paid" | "expired" | "failed" | "expires" | "other";

export interface TimelineEvent {
  kind: TimelineEventKind;
  title: string;
  /** ISO instant; null when the service does not report when it happened. */
  at: string | null;
  /** Still ahead: the expiry of a payment that can yet be paid. */
  upcoming?: boolean;
}

type TimelineInput = Pick<Payment, "status" | "createdAt" | "paidAt" | "expireTime">;

/**
 * What happened to a payment, oldest first, from the fields the API returns. A failed payment has no
 * failure time in the API, so that event is shown without one; webhook deliveries join this list later.
 */
export function paymentTimeline(payment: TimelineInput): TimelineEvent[] {
  const events: TimelineEvent[] = [{ kind: "created", title: "Created", at: payment.createdAt }];
  switch (payment.status) {
    case "USER_REVIEW":
      events.push({ kind: "review", title: "Under review by the provider", at: null });
      events.push({ kind: "expires", title: "Expires unless paid", at: payment.expireTime, upcoming: true });
      break;
    case "INITIATED":
      events.push({ kind: "expires", title: "Expires unless paid", at: payment.expireTime, upcoming: true });
      break;
    case "PAID":
      events.push({ kind: "paid", title: "Paid", at: payment.paidAt ?? null });
      break;
    case "EXPIRED":
      events.push({ kind: "expired", title: "Expired unpaid", at: payment.expireTime });
      break;
    case "FAILED":
      events.push({ kind: "failed", title: "Failed", at: null });
      break;
    default:
      // A status this console does not know yet (a refund, say): shown as the service names it.
      if (payment.paidAt) events.push({ kind: "paid", title: "Paid", at: payment.paidAt });
      events.push({ kind: "other", title: `Now ${payment.status}`, at: null });
  }
  return events;
}
