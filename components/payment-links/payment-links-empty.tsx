import { Link2, SearchX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** No rows: either nothing matches the filters, or the account has no links yet. */
export function PaymentLinksEmpty({
  filtered,
  onClearFilters,
  newHref,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  /** Where to create one; null for members who may not. */
  newHref: string | null;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No payment links match these filters"
        description="Try another search or branch."
        action={
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
        className="m-4"
      />
    );
  }
  return (
    <EmptyState
      icon={Link2}
      title="No payment links yet"
      description="A payment link is a page your customers pay on: share its URL or QR code, no integration needed."
      action={
        newHref ? (
          <Button asChild size="sm">
            <Link href={newHref}>Create a payment link</Link>
          </Button>
        ) : null
      }
      className="m-4"
    />
  );
}
