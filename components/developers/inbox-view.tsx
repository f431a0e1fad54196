"use client";

import { Inbox, ShieldCheck } from "lucide-react";
import { useCallback, useMemo } from "react";
import { ListTable, type ListWords } from "@/components/data-table/list-table";
import type { ColumnDef } from "@/components/data-table/types";
import { useListPage } from "@/components/data-table/use-list-page";
import { DateCell } from "@/components/date-cell";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import Link from "@/components/ui/link";
import { inboxFilters } from "@/lib/filters/webhook-inbox";
import { eventTypeLabel, type InboxItem } from "@/lib/webhook-inbox";
import { ConfirmationBadge, ResourceCell } from "./inbox-labels";
import { inboxHref, inboxListOptions } from "./inbox-queries";

function inboxColumns(accountId: string): ColumnDef<InboxItem>[] {
  return [
    {
      id: "eventType",
      header: "Event",
      meta: { label: "Event" },
      cell: ({ row }) => (
        <Link
          href={inboxHref(accountId, row.original.id)}
          className="font-medium underline-offset-4 hover:underline focus-visible:underline"
        >
          {eventTypeLabel(row.original.eventType)}
          <span className="block font-mono text-xs font-normal text-muted-foreground">
            {row.original.eventType}
          </span>
        </Link>
      ),
    },
    {
      id: "resource",
      header: "Resource",
      meta: { label: "Resource" },
      cell: ({ row }) => (
        <ResourceCell
          accountId={accountId}
          kind={row.original.resourceKind}
          id={row.original.resourceId}
          confirmation={row.original.confirmation}
        />
      ),
    },
    {
      id: "receivedAt",
      header: "Received",
      meta: { label: "Received" },
      cell: ({ row }) => <DateCell value={row.original.receivedAt} />,
    },
    {
      id: "verified",
      header: "Signature",
      meta: { label: "Signature", className: "hidden md:table-cell" },
      cell: ({ row }) =>
        row.original.verified ? (
          <span className="inline-flex items-center gap-1 text-sm">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            Verified
          </span>
        ) : (
          "Not verified"
        ),
    },
    {
      id: "confirmation",
      header: "Confirmation",
      meta: { label: "Confirmation" },
      cell: ({ row }) => <ConfirmationBadge confirmation={row.original.confirmation} />,
    },
    {
      id: "attempt",
      header: "Attempt",
      meta: { label: "Attempt", align: "right", className: "hidden md:table-cell" },
      cell: ({ row }) => row.original.attempt ?? "—",
    },
    {
      id: "duplicates",
      header: "Duplicates",
      meta: { label: "Duplicates", align: "right", className: "hidden md:table-cell" },
      cell: ({ row }) => row.original.duplicates,
    },
  ];
}

const words: ListWords = {
  label: "Received webhooks",
  errorTitle: "The webhook inbox could not be loaded",
  plural: "events",
  filteredHint: "Try another event type, or clear the resource id.",
  icon: Inbox,
  title: "No webhooks received yet",
  description:
    "Events the service delivers to this console's receiver appear here, newest first. Send a test webhook from the Webhooks tab to see one.",
  noun: ["event", "events"],
};

/** The webhook inbox: filters in the URL, newest first, one page of the console's own table at a time. */
export function InboxView({ accountId, branchScoped }: { accountId: string; branchScoped: boolean }) {
  const columns = useMemo(() => inboxColumns(accountId), [accountId]);
  const hrefFor = useCallback((row: InboxItem) => inboxHref(accountId, row.id), [accountId]);
  const list = useListPage({
    definition: inboxFilters,
    query: (filters) => inboxListOptions(accountId, filters),
    rows: (data) => data.items,
    pageInfo: (data) => data.meta,
    columns,
    getRowId: (row) => String(row.id),
    hrefFor,
  });

  return (
    <div className="grid gap-4">
      {branchScoped ? (
        <p className="text-sm text-muted-foreground">
          You see the events of your branch that the console confirmed as this account's.
        </p>
      ) : null}
      <ListFilterBar definition={inboxFilters} />
      <ListTable list={list} words={words} />
    </div>
  );
}
