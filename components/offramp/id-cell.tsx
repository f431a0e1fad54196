import { CopyButton } from "@/components/ui/copy-button";
import Link from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { shortId } from "./format";

/** A long id, shortened, linking to its page, with a button that copies it whole. */
export function IdCell({ id, href, label }: { id: string; href?: string; label: string }) {
  const text = shortId(id);
  return (
    <span className="inline-flex items-center gap-0.5">
      {href ? (
        <Link
          href={href}
          title={id}
          className="font-mono text-xs underline-offset-4 hover:underline focus-visible:underline"
        >
          {text}
        </Link>
      ) : (
        <code title={id} className="font-mono text-xs">
          {text}
        </code>
      )}
      <CopyButton value={id} label={`Copy ${label}`} className="size-7" />
    </span>
  );
}

/** A reference that may be long: cut to the cell's width, whole on hover and for screen readers. */
export function RefText({ value, className }: { value: string | null; className?: string }) {
  if (!value) return <span className="text-muted-foreground">—</span>;
  return (
    <span title={value} className={cn("block max-w-48 truncate font-mono text-xs", className)}>
      {value}
    </span>
  );
}
