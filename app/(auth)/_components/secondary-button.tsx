import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";

/** A quieter action beside or instead of the main button: a link, or a submit button inside a form. */
export function SecondaryButton(props: { href: string; children: ReactNode } | { children: ReactNode }) {
  if ("href" in props) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link href={props.href}>{props.children}</Link>
      </Button>
    );
  }
  return (
    <Button type="submit" variant="outline" className="w-full">
      {props.children}
    </Button>
  );
}
