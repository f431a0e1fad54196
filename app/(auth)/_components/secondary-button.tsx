import Link from "next/link";
import type { ReactNode } from "react";

const className =
  "inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white px-4 font-medium text-sm text-zinc-900 shadow-xs transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-zinc-900 focus-visible:outline-offset-2 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:focus-visible:outline-zinc-50 dark:hover:bg-zinc-800";

/** A quieter action beside or instead of the main button: a link, or a submit button inside a form. */
export function SecondaryButton(props: { href: string; children: ReactNode } | { children: ReactNode }) {
  if ("href" in props) {
    return (
      <Link href={props.href} className={className}>
        {props.children}
      </Link>
    );
  }
  return (
    <button type="submit" className={className}>
      {props.children}
    </button>
  );
}
