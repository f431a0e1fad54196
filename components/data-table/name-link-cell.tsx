"use client";

import Link from "@/components/ui/link";

/** A list's first cell: the record's name as a link to its page, with its code under it. */
export function NameLinkCell({ href, name, code }: { href: string; name: string; code?: string | null }) {
  return (
    <div className="grid max-w-64 justify-items-start gap-0.5 whitespace-normal">
      {/* A real link keeps middle-click and "open in new tab"; the row click does the same. */}
      <Link href={href} className="line-clamp-2 font-medium hover:underline">
        {name}
      </Link>
      {code ? (
        <span className="max-w-full truncate font-mono text-xs text-muted-foreground">{code}</span>
      ) : null}
    </div>
  );
}
