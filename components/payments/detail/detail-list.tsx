import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Label–value pairs of a detail card, two columns from small screens up. */
export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]", className)}>
      {children}
    </dl>
  );
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

/** A long id in monospace that can be copied; wraps rather than overflowing on phones. */
export function IdValue({ value }: { value: string }) {
  return <code className="font-mono text-xs break-all">{value}</code>;
}
