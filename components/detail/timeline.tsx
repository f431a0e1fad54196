import type { LucideIcon } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** One step of a resource's life, as a detail page's timeline shows it. */
export interface TimelineStep {
  key: string;
  title: string;
  detail?: string | null;
  /** When it happened (or, for an upcoming step, when it will); null when unknown. */
  at: string | null;
  state: "done" | "current" | "upcoming";
  icon: LucideIcon;
  /** The icon's colour. */
  tone: string;
  /** What stands in for an unknown time; null shows nothing. */
  noTime?: string | null;
}

/** How each kind of step looks: its icon and the icon's colour. */
export type StepLooks<K extends string> = Record<K, { icon: LucideIcon; tone: string }>;

/** What happened to a resource, or is still ahead of it, as its events module tells it. */
export interface TimelineEventOf<K extends string> {
  kind: K;
  title: string;
  detail?: string | null;
  at: string | null;
  /** A deadline still ahead. */
  upcoming?: boolean;
}

/** A resource's events as timeline steps, each drawn as its kind looks. */
export function timelineSteps<K extends string>(
  events: readonly TimelineEventOf<K>[],
  looks: StepLooks<K>,
): TimelineStep[] {
  return events.map((event) => ({
    ...looks[event.kind],
    key: event.kind,
    title: event.title,
    detail: event.detail,
    at: event.at,
    state: event.upcoming ? "upcoming" : "done",
  }));
}

const NOT_REPORTED = "Time not reported by the service";

function When({ step }: { step: TimelineStep }) {
  const className = "text-muted-foreground";
  // An upcoming step is a deadline ("in 40 minutes"); a past one is never shown as ahead, even when the
  // service's clock runs ahead of this browser's.
  if (step.at) {
    const kind = step.state === "upcoming" ? "deadline" : "event";
    return <DateCell value={step.at} kind={kind} layout="stacked" className={className} />;
  }
  const text = step.noTime === undefined ? NOT_REPORTED : step.noTime;
  return text ? <span className={className}>{text}</span> : null;
}

/** The one timeline of the detail pages (payment, contract, payout): steps in order, the current one marked. */
export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((step, index) => {
            const upcoming = step.state === "upcoming";
            const Icon = step.icon;
            return (
              <li
                key={step.key}
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
                    step.tone,
                    step.state === "current" && "motion-safe:animate-pulse",
                  )}
                  aria-hidden="true"
                />
                <div className={cn("grid gap-0.5 text-sm", upcoming && "text-muted-foreground")}>
                  <span className="font-medium">
                    {step.title}
                    {step.state === "current" ? <span className="sr-only"> (current step)</span> : null}
                  </span>
                  {step.detail ? <span className="text-muted-foreground">{step.detail}</span> : null}
                  <When step={step} />
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
