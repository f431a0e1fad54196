import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/looks";

const look = buttonVariants({ variant: "outline", className: "w-full" });

/**
 * A quieter action beside or instead of the main button: a link, or a submit button inside a form. The link
 * is a plain one: it leaves the signed-out pages, whose code stays without Next's link.
 */
export function SecondaryButton(props: { href: string; children: ReactNode } | { children: ReactNode }) {
  if ("href" in props) {
    return (
      <a href={props.href} data-slot="button" className={look}>
        {props.children}
      </a>
    );
  }
  return (
    <button type="submit" data-slot="button" className={look}>
      {props.children}
    </button>
  );
}
