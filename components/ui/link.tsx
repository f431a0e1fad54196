"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The console's link: Next's client-side navigation without the automatic prefetch of every link that
 * scrolls into view (a list of 20 rows would ask the console for 20 pages nobody opens). A link is
 * prefetched once a person shows the intent to follow it: the pointer rests on it, or it takes focus.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch ?? (intent ? "auto" : false)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}

export default Link;
