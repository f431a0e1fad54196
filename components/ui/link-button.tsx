import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import Link from "./link";

/** A link that looks like a button ("New payment", "Float ledger"), with its icon before the words. */
export function LinkButton({
  href,
  icon: Icon,
  children,
  variant,
  size,
  className,
}: {
  href: string;
  icon?: LucideIcon;
  children: ReactNode;
} & Pick<ButtonProps, "variant" | "size" | "className">) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
