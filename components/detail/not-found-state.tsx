import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

/** What a detail page says when its record is not there. */
export interface NotFoundWords {
  /** "Payment not found". */
  title: string;
  description: string;
  /** "All payments". */
  listLabel: string;
}

/**
 * A detail page's record is not there (or not this member's to see): what was not found, why that may be,
 * and the way back to its list.
 */
export function NotFoundState({
  title,
  description,
  listHref,
  listLabel,
}: NotFoundWords & { listHref: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={listHref}>{listLabel}</Link>
        </Button>
      }
    />
  );
}
