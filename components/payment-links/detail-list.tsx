import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans both columns on wide screens (long text, URLs). */
  wide?: boolean;
}

/** Label–value pairs of a detail page, two columns on wide screens and one on phones. */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2", className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn("grid min-w-0 content-start gap-1", item.wide && "sm:col-span-2")}
        >
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value shown in mono with a copy button: ids, trade numbers, URLs. */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <code className="truncate font-mono text-xs">{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** An em dash for an empty optional field. */
export const none = <span className="text-muted-foreground">—</span>;
