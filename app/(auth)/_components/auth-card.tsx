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
      className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="mb-6 space-y-1.5">
        <h1
          id="auth-card-title"
          className="font-semibold text-xl text-zinc-900 tracking-tight dark:text-zinc-50"
        >
          {title}
        </h1>
        {description ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      </header>
      {children}
      {footer ? (
        <footer className="mt-6 border-zinc-200 border-t pt-4 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {footer}
        </footer>
      ) : null}
    </section>
  );
}
