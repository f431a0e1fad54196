import { SearchX, Store } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** No rows: either nothing matches the filters, or the account has no branches yet. */
export function BranchesEmpty({
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
        title="No branches match these filters"
        description="Try another search, or show inactive branches too."
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
      icon={Store}
      title="No branches yet"
      description="Branches are your shops and counters. Payments and links can belong to one, and staff can be limited to theirs."
      action={
        newHref ? (
          <Button asChild size="sm">
            <Link href={newHref}>Create a branch</Link>
          </Button>
        ) : null
      }
      className="m-4"
    />
  );
}
