"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The console's link: Next's client-side navigation without the automatic prefetch of every link that
 * scrolls into view (a list of 20 rows would ask the console for 20 pages nobody opens). A link is
 * prefetched when a person shows the intent to follow it: the pointer rests on it, or it takes focus.
 */
export function Link({ prefetch = false, onPointerEnter, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const href = typeof props.href === "string" ? props.href : null;
  const intent = () => {
    if (prefetch === false && href !== null && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      prefetch={prefetch}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        intent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        intent();
      }}
    />
  );
}

export default Link;
