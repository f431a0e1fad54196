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
import { DateCell } from "@/components/date-cell";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { EventTime } from "../event-time";
import { type ContractStepKind, contractTimeline } from "./contract-timeline-events";

const icons: Record<ContractStepKind, { icon: LucideIcon; className: string }> = {
  created: { icon: CircleDot, className: "text-muted-foreground" },
  signing: { icon: PenLine, className: "text-warning-foreground dark:text-warning" },
  signed: { icon: CheckCircle2, className: "text-success" },
  charged: { icon: Receipt, className: "text-info" },
  expired: { icon: MinusCircle, className: "text-muted-foreground" },
  terminated: { icon: Ban, className: "text-destructive" },
  ends: { icon: Clock, className: "text-muted-foreground" },
  other: { icon: CircleDot, className: "text-muted-foreground" },
};

/** The contract's life so far: created → signed (and charged) → terminated or expired, with times where known. */
export function ContractTimeline({ contract }: { contract: Contract }) {
  const steps = contractTimeline(contract);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((step, index) => {
            const { icon: Icon, className } = icons[step.kind];
            return (
              <li key={step.kind} className="relative flex gap-3">
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-6 bottom-[-1rem] left-2.5 w-px bg-border"
                  />
                ) : null}
                <Icon className={cn("mt-0.5 size-5 shrink-0", className)} aria-hidden="true" />
                <div className={cn("grid gap-0.5 text-sm", step.upcoming && "text-muted-foreground")}>
                  <span className="font-medium">{step.title}</span>
                  {step.detail ? <span className="text-muted-foreground">{step.detail}</span> : null}
                  {step.at && step.upcoming ? (
                    <DateCell value={step.at} layout="stacked" className="text-muted-foreground" />
                  ) : step.at ? (
                    <EventTime value={step.at} layout="stacked" className="text-muted-foreground" />
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
