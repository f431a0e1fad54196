import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A placeholder block; hidden from assistive technology, so wrap a group of them in a labelled busy region. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
