import {
  Ban,
  CheckCircle2,
  CircleDot,
  Clock,
  type LucideIcon,
  MinusCircle,
  PenLine,
  Receipt,
} from "lucide-react";
import { Timeline } from "@/components/detail/timeline";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { type ContractStepKind, contractTimeline } from "./contract-timeline-events";

const icons: Record<ContractStepKind, { icon: LucideIcon; tone: string }> = {
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
  const steps = contractTimeline(contract, signedAt).map((step) => ({
    ...icons[step.kind],
    key: step.kind,
    title: step.title,
    detail: step.detail,
    at: step.at,
    state: step.upcoming ? ("upcoming" as const) : ("done" as const),
  }));
  return <Timeline steps={steps} />;
}
