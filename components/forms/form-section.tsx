import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A titled group of fields in a long form; a fieldset so assistive technology announces the group with
 * each field, and a visible heading that the legend duplicates.
 */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("grid gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-6", className)}>
      <legend className="sr-only">{title}</legend>
      <div className="grid gap-1" aria-hidden="true">
        <h2 className="font-semibold leading-none">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}
