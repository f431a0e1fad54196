import { CheckCircle2, CircleDashed, CircleDot, Landmark, type LucideIcon, XCircle } from "lucide-react";
import { Timeline } from "@/components/detail/timeline";
import type { Offramp } from "@/lib/payments-api/offramp";
import { type OfframpStepKind, offrampTimeline } from "./offramp-timeline-events";

const icons: Record<OfframpStepKind, { icon: LucideIcon; tone: string }> = {
  created: { icon: CircleDot, tone: "text-muted-foreground" },
  processing: { icon: Landmark, tone: "text-info" },
  completed: { icon: CheckCircle2, tone: "text-success" },
  failed: { icon: XCircle, tone: "text-destructive" },
};

/** Status timeline of one payout; the service reports no time for the bank transfer's start. */
export function OfframpTimeline({ offramp }: { offramp: Offramp }) {
  const steps = offrampTimeline(offramp).map((step) => ({
    ...(step.state === "upcoming" ? { icon: CircleDashed, tone: "text-muted-foreground" } : icons[step.kind]),
    key: step.kind,
    title: step.title,
    detail: step.detail,
    at: step.at,
    state: step.state,
    noTime: step.state === "upcoming" ? "Not yet" : step.kind === "processing" ? undefined : null,
  }));
  return <Timeline steps={steps} />;
}
