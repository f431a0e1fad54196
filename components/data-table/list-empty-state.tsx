import { type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";

export interface ListEmptyStateProps {
  /** Whether filters narrow the list: then nothing matched them, rather than nothing exists. */
  filtered: boolean;
  onClear: () => void;
  /** What the list holds, in the plural: "No payments match these filters". */
  plural: string;
  /** What to try when nothing matched. */
  filteredHint: string;
  /** The list's icon, title and explanation when it is empty for good. */
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The next step when empty: a link to create the first one, or any node (a dialog's button). */
  create?: { href: string; label: string } | null;
  action?: ReactNode;
  /** The page asked for (from the address), and how to go back to the first one. */
  page?: number;
  onFirstPage?: () => void;
}

/**
 * The one empty state of every list: "that page is past the last one", "nothing matches, clear the filters",
 * or "nothing yet, start here".
 */
export function ListEmptyState(props: ListEmptyStateProps) {
  // A page past the last (an old link, a hand-edited address) is not an empty list.
  if (props.page !== undefined && props.page > 1 && props.onFirstPage) {
    return (
      <EmptyState
        icon={SearchX}
        title={`Page ${props.page.toLocaleString("en-US")} is past the last page`}
        description={`There are fewer ${props.plural} than this page would start at.`}
        action={
          <Button variant="outline" size="sm" onClick={props.onFirstPage}>
            Go to the first page
          </Button>
        }
        className="m-4 border-0"
      />
    );
  }
  if (props.filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No ${props.plural} match these filters`}
        description={props.filteredHint}
        action={
          <Button variant="outline" size="sm" onClick={props.onClear}>
            Clear filters
          </Button>
        }
        className="m-4 border-0"
      />
    );
  }
  const create = props.create ? (
    <Button asChild size="sm">
      <Link href={props.create.href}>{props.create.label}</Link>
    </Button>
  ) : null;
  return (
    <EmptyState
      icon={props.icon}
      title={props.title}
      description={props.description}
      action={props.action ?? create}
      className="m-4 border-0"
    />
  );
}
