import { Ban, CheckCircle2, CircleDot, Clock, MinusCircle, PenLine, Receipt } from "lucide-react";
import { type StepLooks, Timeline, timelineSteps } from "@/components/detail/timeline";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { type ContractStepKind, contractTimeline } from "./contract-timeline-events";

const looks: StepLooks<ContractStepKind> = {
  created: { icon: CircleDot, tone: "text-muted-foreground" },
  signing: { icon: PenLine, tone: "text-warning-foreground dark:text-warning" },
  signed: { icon: CheckCircle2, tone: "text-success" },
  charged: { icon: Receipt, tone: "text-info" },
  expired: { icon: MinusCircle, tone: "text-muted-foreground" },
  terminated: { icon: Ban, tone: "text-destructive" },
  ends: { icon: Clock, tone: "text-muted-foreground" },
  other: { icon: CircleDot, tone: "text-muted-foreground" },
};

/**
 * The contract's life so far: created → signed (and charged) → terminated or expired, with times where known
 * (`signedAt` from its contract.signed event, when the console heard it).
 */
export function ContractTimeline({
  contract,
  signedAt = null,
}: {
  contract: Contract;
  signedAt?: string | null;
}) {
  return <Timeline steps={timelineSteps(contractTimeline(contract, signedAt), looks)} />;
}
