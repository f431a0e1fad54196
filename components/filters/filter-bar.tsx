"use client";

import { SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface FilterBarProps {
  /** The filter controls, in the order they read best. */
  children: ReactNode;
  /** How many filters narrow the list: the number on a phone's "Filters" button; "Clear filters" shows while any do. */
  activeCount: number;
  onClear: () => void;
  /** What sits at the end of the bar: column menu, export. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A row of filters with "Clear filters" and the list's actions at its end. On a phone (below 640 px) the
 * filters fold behind one "Filters" button that says how many are on, so the list is on the first screen;
 * the button opens them as a panel under the bar. Wide screens show them inline, as before.
 */
export function FilterBar({ children, activeCount, onClear, actions, className }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark without a form; filters apply as they change.
    <div role="search" aria-label="Filters" className={cn("flex flex-wrap items-end gap-2", className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9 sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-slot="filters-toggle"
        aria-label={activeCount > 0 ? `Filters (${activeCount} on)` : "Filters"}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {activeCount > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-medium text-primary-foreground tabular-nums"
            >
              {activeCount}
            </span>
            <span className="sr-only">{` (${activeCount} on)`}</span>
          </>
        ) : null}
      </Button>
      <div
        id={panelId}
        data-slot="filters-panel"
        data-open={open}
        className={cn(
          // Wide screens: the panel is no box at all, its fields sit in the bar.
          "sm:contents",
          open ? "order-last grid w-full gap-3 rounded-lg border bg-card p-3" : "max-sm:hidden",
        )}
      >
        {children}
      </div>
      {activeCount > 0 ? (
        <Button variant="ghost" size="sm" onClick={onClear} className="h-9">
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
