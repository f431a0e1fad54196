import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { cn } from "@/lib/cn";

export interface DetailItem {
  label: string;
  /** null or undefined shows an em dash, so an empty optional field still reads as empty. */
  value: ReactNode;
  /** Spans both columns on wide screens (long text, URLs); only for the `columns` layout. */
  wide?: boolean;
}

/** An em dash for an empty optional field. */
export const none = <span className="text-muted-foreground">—</span>;

/**
 * Label–value pairs of a detail page or card, one column on phones. `columns` sets the pairs side by side
 * on wide screens (a page's main card); `rows` puts each label beside its value (a narrow side card).
 */
export function DetailList({
  items,
  layout = "columns",
  className,
}: {
  items: readonly DetailItem[];
  layout?: "columns" | "rows";
  className?: string;
}) {
  const rows = layout === "rows";
  return (
    <dl
      className={cn(
        "grid text-sm",
        rows ? "gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]" : "gap-x-8 gap-y-4 sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className={
            rows
              ? "grid gap-0.5 sm:contents"
              : cn("grid min-w-0 content-start gap-1", item.wide && "sm:col-span-2")
          }
        >
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 break-words">{item.value ?? none}</dd>
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

/** A long id in monospace; wraps rather than overflowing on phones. */
export function IdValue({ value }: { value: string }) {
  return <code className="font-mono text-xs break-all">{value}</code>;
}
