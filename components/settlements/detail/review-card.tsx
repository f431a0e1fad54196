import { CheckCircle2, Clock, MinusCircle, ShieldQuestion, XCircle } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { type ReviewOutcome, reviewOutcome } from "./review-outcome";

const looks: Record<ReviewOutcome["tone"], { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: "text-warning" },
  success: { icon: CheckCircle2, className: "text-success" },
  failed: { icon: XCircle, className: "text-destructive" },
  ended: { icon: MinusCircle, className: "text-muted-foreground" },
  neutral: { icon: ShieldQuestion, className: "text-muted-foreground" },
};

/** The request's review, in words: who decided what, and when, or that it still waits. */
export function ReviewCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const outcome = reviewOutcome(withdrawal);
  const { icon: Icon, className } = looks[outcome.tone];
  return (
    <Card className="content-start self-start">
      <CardHeader>
        <CardTitle>Review</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="flex items-start gap-2 font-medium" data-testid="review-outcome">
          <Icon className={cn("mt-0.5 size-5 shrink-0", className)} aria-hidden="true" />
          <span>{outcome.title}</span>
        </p>
        <p className="text-sm text-muted-foreground">{outcome.description}</p>
      </CardContent>
    </Card>
  );
}
