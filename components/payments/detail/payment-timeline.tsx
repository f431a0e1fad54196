import { CheckCircle2, CircleDot, Clock, Eye, type LucideIcon, MinusCircle, XCircle } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Payment } from "@/lib/payments-api/payments";
import { paymentTimeline, type TimelineEventKind } from "./payment-timeline-events";

const icons: Record<TimelineEventKind, { icon: LucideIcon; className: string }> = {
  created: { icon: CircleDot, className: "text-muted-foreground" },
  review: { icon: Eye, className: "text-info" },
  paid: { icon: CheckCircle2, className: "text-success" },
  expired: { icon: MinusCircle, className: "text-muted-foreground" },
  failed: { icon: XCircle, className: "text-destructive" },
  expires: { icon: Clock, className: "text-warning-foreground dark:text-warning" },
  other: { icon: CircleDot, className: "text-muted-foreground" },
};

export function PaymentTimeline({ payment }: { payment: Payment }) {
  const events = paymentTimeline(payment);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {events.map((event, index) => {
            const { icon: Icon, className } = icons[event.kind];
            return (
              <li key={event.kind} className="relative flex gap-3">
                {index < events.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-6 bottom-[-1rem] left-2.5 w-px bg-border"
                  />
                ) : null}
                <Icon className={cn("mt-0.5 size-5 shrink-0", className)} aria-hidden="true" />
                <div className={cn("grid gap-0.5 text-sm", event.upcoming && "text-muted-foreground")}>
                  <span className="font-medium">{event.title}</span>
                  {event.at ? (
                    <DateCell value={event.at} layout="stacked" className="text-muted-foreground" />
                  ) : (
                    <span className="text-muted-foreground">Time not reported by the service</span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
