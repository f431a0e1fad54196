import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A titled group of fields; a fieldset so assistive technology announces the group with each field. */
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
    <fieldset className={cn("grid gap-4 rounded-xl border bg-card p-4 sm:p-6", className)}>
      <legend className="sr-only">{title}</legend>
      <div className="grid gap-1" aria-hidden="true">
        <h2 className="font-semibold leading-none">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}
