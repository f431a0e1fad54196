import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface FilterBarProps {
  /** The filter controls, in the order they read best. */
  children: ReactNode;
  /** Shows "Clear filters" while any filter narrows the list. */
  active: boolean;
  onClear: () => void;
  /** What sits at the end of the bar: column menu, export. */
  actions?: ReactNode;
  className?: string;
}

/** A row of filters that wraps on small screens, with "Clear filters" and the list's actions at its end. */
export function FilterBar({ children, active, onClear, actions, className }: FilterBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark without a form; filters apply as they change.
    <div role="search" aria-label="Filters" className={cn("flex flex-wrap items-end gap-2", className)}>
      {children}
      {active ? (
        <Button variant="ghost" size="sm" onClick={onClear} className="h-9">
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
