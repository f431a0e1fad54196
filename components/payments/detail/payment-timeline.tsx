import { CheckCircle2, CircleDot, Clock, Eye, type LucideIcon, MinusCircle, XCircle } from "lucide-react";
import { Timeline } from "@/components/detail/timeline";
import type { Payment } from "@/lib/payments-api/payments";
import { paymentTimeline, type TimelineEventKind } from "./payment-timeline-events";

const icons: Record<TimelineEventKind, { icon: LucideIcon; tone: string }> = {
  created: { icon: CircleDot, tone: "text-muted-foreground" },
  review: { icon: Eye, tone: "text-info" },
  paid: { icon: CheckCircle2, tone: "text-success" },
  expired: { icon: MinusCircle, tone: "text-muted-foreground" },
  failed: { icon: XCircle, tone: "text-destructive" },
  expires: { icon: Clock, tone: "text-warning-foreground dark:text-warning" },
  other: { icon: CircleDot, tone: "text-muted-foreground" },
};

export function PaymentTimeline({ payment }: { payment: Payment }) {
  const steps = paymentTimeline(payment).map((event) => ({
    ...icons[event.kind],
    key: event.kind,
    title: event.title,
    at: event.at,
    state: event.upcoming ? ("upcoming" as const) : ("done" as const),
  }));
  return <Timeline steps={steps} />;
}
