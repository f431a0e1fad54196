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
}

/** The one empty state of every list: "nothing matches, clear the filters", or "nothing yet, start here". */
export function ListEmptyState(props: ListEmptyStateProps) {
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
