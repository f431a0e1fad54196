import type { ReactNode } from "react";

/** The card every auth page sits in: a heading, a line of context, then the form or message. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="auth-card-title"
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <header className="mb-6 space-y-1.5">
        <h1 id="auth-card-title" className="font-semibold text-xl tracking-tight">
          {title}
        </h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
      {footer ? <footer className="mt-6 border-t pt-4 text-sm text-muted-foreground">{footer}</footer> : null}
    </section>
  );
}
