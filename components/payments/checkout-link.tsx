import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** The hosted checkout URL on one line, with copy and open-in-a-new-tab. */
export function CheckoutLink({ href }: { href: string }) {
  return (
    <div className="flex w-full min-w-0 items-center gap-1 rounded-md border bg-muted/40 py-1 pr-1 pl-3">
      <code className="min-w-0 flex-1 truncate font-mono text-xs" title={href}>
        {href}
      </code>
      <CopyButton value={href} label="Copy checkout link" />
      <Button asChild variant="ghost" size="icon-sm">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open checkout page in a new tab"
          title="Open checkout page in a new tab"
        >
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
