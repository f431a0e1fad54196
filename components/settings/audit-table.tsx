"use client";

import { ChevronLeft, ChevronRight, ScrollText } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { IdCell } from "@/components/offramp/id-cell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** One row of the trail as the page shows it (the server's AuditEntryView, serialised). */
export interface AuditRowView {
  id: number;
  at: string;
  personName: string | null;
  personEmail: string | null;
  accountName: string | null;
  operation: string;
  resource: { id: string; href: string | null } | null;
  status: number | null;
  result: "success" | "denied" | "failure" | "error" | null;
  resultWords: string;
  reason: string | null;
  requestId: string | null;
  address: string | null;
}

export interface AuditTableProps {
  entries: readonly AuditRowView[];
  /** Whether filters narrow the trail: an empty page then means "nothing matches". */
  filtered: boolean;
  /** The page's own address without filters, for "Clear filters". */
  clearHref: string;
  newerHref: string | null;
  olderHref: string | null;
}

const resultVariants = {
  success: "success",
  denied: "warning",
  failure: "destructive",
  error: "destructive",
} as const;

function Person({ entry }: { entry: AuditRowView }) {
  if (!entry.personName && !entry.personEmail) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid min-w-0">
      <span className="truncate">{entry.personName ?? entry.personEmail}</span>
      {entry.personName && entry.personEmail ? (
        <span className="truncate text-xs text-muted-foreground">{entry.personEmail}</span>
      ) : null}
    </span>
  );
}

// A whole UUID broke over four lines in the table's narrow column: shortened on one line, whole on hover
// and in the copy button, as the offramp tables show ids.
function Resource({ entry }: { entry: AuditRowView }) {
  const { resource } = entry;
  if (!resource) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="whitespace-nowrap">
      <IdCell id={resource.id} href={resource.href ?? undefined} label="resource id" />
    </span>
  );
}

function Result({ entry }: { entry: AuditRowView }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={entry.result ? resultVariants[entry.result] : "outline"}>{entry.resultWords}</Badge>
      {entry.status !== null ? (
        <span className="text-xs text-muted-foreground tabular-nums">{entry.status}</span>
      ) : null}
      {entry.reason ? <span className="text-xs text-muted-foreground">{entry.reason}</span> : null}
    </span>
  );
}

function RequestId({ entry }: { entry: AuditRowView }) {
  if (!entry.requestId) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex items-center gap-1">
      <span className="max-w-28 truncate font-mono text-xs" title={entry.requestId}>
        {entry.requestId}
      </span>
      <CopyButton value={entry.requestId} label="Copy request id" />
    </span>
  );
}

/**
 * The trail, newest first: a table from tablet width, a list of cards on a phone (no sideways scroll), and
 * the page links under it. Empty means "nothing recorded yet" or "nothing matches these filters".
 */
export function AuditTable({ entries, filtered, clearHref, newerHref, olderHref }: AuditTableProps) {
  if (entries.length === 0) {
    return (
      <div className="grid gap-3">
        {filtered ? (
          <EmptyState
            icon={ScrollText}
            title="No entries match these filters"
            description="Try another person, operation or result, or a wider date window."
            action={
              <Button asChild variant="outline" size="sm">
                <Link href={clearHref}>Clear filters</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ScrollText}
            title={newerHref ? "No older entries" : "Nothing recorded yet"}
            description="Every change made through the console, and every sign-in, appears here as it happens."
          />
        )}
        <Pager newerHref={newerHref} olderHref={null} />
      </div>
    );
  }
  // min-w-0: a grid item is as wide as its content by default, so a wide table would widen the page
  // instead of scrolling inside its own box.
  return (
    <div className="grid min-w-0 gap-3">
      <div className="hidden min-w-0 rounded-lg border md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Person</TableHead>
              <TableHead>Account</TableHead>
              <TableHead>Operation</TableHead>
              <TableHead>Resource</TableHead>
              <TableHead>Result</TableHead>
              <TableHead>Request id</TableHead>
              <TableHead>Address</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="audit-row">
                <TableCell className="whitespace-nowrap">
                  <DateCell value={entry.at} />
                </TableCell>
                <TableCell className="min-w-40 max-w-56">
                  <Person entry={entry} />
                </TableCell>
                <TableCell className="max-w-40 truncate">{entry.accountName ?? "—"}</TableCell>
                <TableCell className="whitespace-normal">{entry.operation}</TableCell>
                <TableCell>
                  <Resource entry={entry} />
                </TableCell>
                <TableCell className="whitespace-normal">
                  <Result entry={entry} />
                </TableCell>
                <TableCell>
                  <RequestId entry={entry} />
                </TableCell>
                <TableCell className="font-mono text-xs">{entry.address ?? "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-2 md:hidden" aria-label="Audit entries">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{entry.operation}</span>
              <Result entry={entry} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">When</dt>
              <dd>
                <DateCell value={entry.at} />
              </dd>
              <dt className="text-muted-foreground">Person</dt>
              <dd className="min-w-0">
                <Person entry={entry} />
              </dd>
              {entry.accountName ? (
                <>
                  <dt className="text-muted-foreground">Account</dt>
                  <dd className="truncate">{entry.accountName}</dd>
                </>
              ) : null}
              {entry.resource ? (
                <>
                  <dt className="text-muted-foreground">Resource</dt>
                  <dd className="min-w-0">
                    <Resource entry={entry} />
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Request id</dt>
              <dd className="min-w-0">
                <RequestId entry={entry} />
              </dd>
              <dt className="text-muted-foreground">Address</dt>
              <dd className="font-mono text-xs">{entry.address ?? "—"}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Pager newerHref={newerHref} olderHref={olderHref} />
    </div>
  );
}

function Pager({ newerHref, olderHref }: { newerHref: string | null; olderHref: string | null }) {
  if (!newerHref && !olderHref) return null;
  return (
    <nav aria-label="Pages" className="flex justify-between gap-2">
      {newerHref ? (
        <Button asChild variant="outline" size="sm">
          <Link href={newerHref}>
            <ChevronLeft aria-hidden="true" />
            Newer
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {olderHref ? (
        <Button asChild variant="outline" size="sm">
          <Link href={olderHref}>
            Older
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
