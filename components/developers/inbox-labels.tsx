import { Badge } from "@/components/ui/badge";
import Link from "@/components/ui/link";
import type { InboxConfirmation, InboxResourceKind } from "@/lib/webhook-inbox";
import { confirmationLabels } from "@/lib/webhook-inbox";

const resourceNames: Record<InboxResourceKind, string> = {
  payment: "Payment",
  offramp: "Payout",
  contract: "Contract",
  test: "Test",
};

/** The console page of a resource an event names, or null when it has none. */
export function resourceHref(
  accountId: string,
  kind: InboxResourceKind | null,
  id: string | null,
): string | null {
  if (!id || !kind) return null;
  const base = `/accounts/${encodeURIComponent(accountId)}`;
  if (kind === "payment") return `${base}/payments/${encodeURIComponent(id)}`;
  if (kind === "offramp") return `${base}/offramp/${encodeURIComponent(id)}`;
  if (kind === "contract") return `${base}/direct-debit/${encodeURIComponent(id)}`;
  return null;
}

export function shortId(id: string): string {
  return id.length > 18 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id;
}

/** "Payment 3f2a9c1e…a0b7d4" linking to the payment, or why there is no resource to show. */
export function ResourceCell({
  accountId,
  kind,
  id,
  confirmation,
  full = false,
}: {
  accountId: string;
  kind: InboxResourceKind | null;
  id: string | null;
  confirmation: InboxConfirmation;
  full?: boolean;
}) {
  if (confirmation === "foreign") return <span className="text-muted-foreground">Withheld</span>;
  if (kind === "test") return <span className="text-muted-foreground">None (test event)</span>;
  if (!id || !kind) return <span className="text-muted-foreground">—</span>;
  const href = resourceHref(accountId, kind, id);
  const text = (
    <>
      <span className="text-muted-foreground">{resourceNames[kind]} </span>
      <span className="font-mono text-xs">{full ? id : shortId(id)}</span>
    </>
  );
  return href ? (
    <Link
      href={href}
      title={id}
      className="break-all underline-offset-4 hover:underline focus-visible:underline"
    >
      {text}
    </Link>
  ) : (
    text
  );
}

export function ConfirmationBadge({ confirmation }: { confirmation: InboxConfirmation }) {
  const variant =
    confirmation === "confirmed" ? "success" : confirmation === "foreign" ? "warning" : "outline";
  return <Badge variant={variant}>{confirmationLabels[confirmation]}</Badge>;
}
