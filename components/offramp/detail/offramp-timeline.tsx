import { CheckCircle2, CircleDashed, CircleDot, Landmark, type LucideIcon, XCircle } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Offramp } from "@/lib/payments-api/offramp";
import { type OfframpStep, type OfframpStepKind, offrampTimeline } from "./offramp-timeline-events";

const icons: Record<OfframpStepKind, { icon: LucideIcon; className: string }> = {
  created: { icon: CircleDot, className: "text-muted-foreground" },
  processing: { icon: Landmark, className: "text-info" },
  completed: { icon: CheckCircle2, className: "text-success" },
  failed: { icon: XCircle, className: "text-destructive" },
};

function when(step: OfframpStep) {
  if (step.at) return <DateCell value={step.at} layout="stacked" className="text-muted-foreground" />;
  if (step.state === "upcoming") return <span className="text-muted-foreground">Not yet</span>;
  if (step.kind === "processing")
    return <span className="text-muted-foreground">Time not reported by the service</span>;
  return null;
}

/** Status timeline of one payout. */
export function OfframpTimeline({ offramp }: { offramp: Offramp }) {
  const steps = offrampTimeline(offramp);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((step, index) => {
            const { icon, className } = icons[step.kind];
            const Icon = step.state === "upcoming" ? CircleDashed : icon;
            return (
              <li
                key={step.kind}
                className="relative flex gap-3"
                aria-current={step.state === "current" ? "step" : undefined}
              >
                {index < steps.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-6 bottom-[-1rem] left-2.5 w-px bg-border"
                  />
                ) : null}
                <Icon
                  className={cn(
                    "mt-0.5 size-5 shrink-0",
                    step.state === "upcoming" ? "text-muted-foreground" : className,
                    step.state === "current" && "motion-safe:animate-pulse",
                  )}
                  aria-hidden="true"
                />
                <div
                  className={cn("grid gap-0.5 text-sm", step.state === "upcoming" && "text-muted-foreground")}
                >
                  <span className="font-medium">
                    {step.title}
                    {step.state === "current" ? <span className="sr-only"> (current step)</span> : null}
                  </span>
                  <span className="text-muted-foreground">{step.detail}</span>
                  {when(step)}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
