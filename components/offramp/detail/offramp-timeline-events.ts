import type { Offramp } from "@/lib/payments-api/offramp";
import { formatLkr } from "../format";

export type OfframpStepKind = "created" | "processing" | "completed" | "failed";

export interface OfframpStep {
  kind: OfframpStepKind;
  title: string;
  detail: string;
  /** When it happened; null when it has not, or when the service does not report the time. */
  at: string | null;
  state: "done" | "current" | "upcoming";
}

/**
 * The payout's way through PENDING → PROCESSING → COMPLETED | FAILED (docs/service-rules.md §8), as steps. The service
 * reports no time for the move into PROCESSING, so that step has none; a final state ends the list.
 */
export function offrampTimeline(offramp: Offramp): OfframpStep[] {
  const amount = formatLkr(offramp.amountLkr);
  const created: OfframpStep = {
    kind: "created",
    title: "Payout created",
    detail: `${amount} debited from your float; the transfer is queued.`,
    at: offramp.createdAt,
    state: offramp.status === "PENDING" ? "current" : "done",
  };
  const processing: OfframpStep = {
    kind: "processing",
    title: "Bank transfer",
    detail:
      offramp.status === "PENDING"
        ? "Starts shortly."
        : offramp.status === "PROCESSING"
          ? "In progress at the bank."
          : "Handled by the bank.",
    at: null,
    state: offramp.status === "PENDING" ? "upcoming" : offramp.status === "PROCESSING" ? "current" : "done",
  };
  if (offramp.status === "FAILED") {
    return [
      created,
      processing,
      {
        kind: "failed",
        title: "Failed",
        detail: `The transfer could not be completed; ${amount} was refunded to your float.`,
        at: offramp.failedAt,
        state: "done",
      },
    ];
  }
  return [
    created,
    processing,
    {
      kind: "completed",
      title: "Completed",
      detail:
        offramp.status === "COMPLETED"
          ? `Settled${offramp.bankRef ? ` with bank reference ${offramp.bankRef}` : ""}.`
          : "The end-user's bank credits the account.",
      at: offramp.completedAt,
      state: offramp.status === "COMPLETED" ? "done" : "upcoming",
    },
  ];
}
