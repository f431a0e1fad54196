import { CheckCircle2, CircleDot, Clock, Eye, MinusCircle, XCircle } from "lucide-react";
import { type StepLooks, Timeline, timelineSteps } from "@/components/detail/timeline";
import type { Payment } from "@/lib/payments-api/payments";
import { paymentTimeline, type TimelineEventKind } from "./payment-timeline-events";

const looks: StepLooks<TimelineEventKind> = {
  created: { icon: CircleDot, tone: "text-muted-foreground" },
  review: { icon: Eye, tone: "text-info" },
  paid: { icon: CheckCircle2, tone: "text-success" },
  expired: { icon: MinusCircle, tone: "text-muted-foreground" },
  failed: { icon: XCircle, tone: "text-destructive" },
  expires: { icon: Clock, tone: "text-warning-foreground dark:text-warning" },
  other: { icon: CircleDot, tone: "text-muted-foreground" },
};

export function PaymentTimeline({ payment }: { payment: Payment }) {
  return <Timeline steps={timelineSteps(paymentTimeline(payment), looks)} />;
}
