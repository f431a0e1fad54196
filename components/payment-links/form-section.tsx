import type { ReactNode } from "react";

/** A titled group of fields in a long form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
      <div className="grid gap-1">
        <h2 className="font-semibold leading-none">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
