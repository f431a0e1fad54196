import { Receipt, SearchX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export function PaymentsEmptyState({
  filtered,
  onClear,
  newPaymentHref,
}: {
  filtered: boolean;
  onClear: () => void;
  /** Absent when the member may not create payments. */
  newPaymentHref?: string;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No payments match these filters"
        description="Try a longer period, another status, or clear the filters."
        action={
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        }
        className="m-4 border-0"
      />
    );
  }
  return (
    <EmptyState
      icon={Receipt}
      title="No payments yet"
      description="Payments appear here as soon as they are created, from the API, a payment link or this console."
      action={
        newPaymentHref ? (
          <Button asChild size="sm">
            <Link href={newPaymentHref}>New payment</Link>
          </Button>
        ) : null
      }
      className="m-4 border-0"
    />
  );
}
