"use client";

import { Receipt } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListTable, type ListWords } from "@/components/data-table/list-table";
import { useListPage } from "@/components/data-table/use-list-page";
import { type PaymentFilters as Filters, paymentFilters } from "@/lib/filters/payments";
import type { PaymentListItem } from "@/lib/payments-api/payments";
import { ExportPaymentsButton } from "./export-payments-button";
import { paymentColumns, paymentHref } from "./payment-columns";
import { PaymentFilters } from "./payment-filters";
import { paymentListOptions } from "./payment-queries";
import { PaymentsTotals } from "./payments-totals";
import { PricedAmountsProvider } from "./priced-amounts";

// Same rule as the page loader: a branch-scoped member's view never names another branch.
const withoutBranch = (filters: Filters): Filters => ({ ...filters, branchId: null });

const words: ListWords = {
  label: "Payments",
  errorTitle: "The payments could not be loaded",
  plural: "payments",
  filteredHint: "Try a longer period, another status, or clear the filters.",
  icon: Receipt,
  title: "No payments yet",
  description:
    "Payments appear here as soon as they are created, from the API, a payment link or this console.",
  noun: ["payment", "payments"],
};

export interface PaymentsViewProps {
  accountId: string;
  branchScoped: boolean;
  canCreate: boolean;
}

/** The payments list: filters in the URL, the server's page in a table, totals of the page, export. */
export function PaymentsView({ accountId, branchScoped, canCreate }: PaymentsViewProps) {
  const columns = useMemo(() => paymentColumns(accountId), [accountId]);
  const hrefFor = useCallback((row: PaymentListItem) => paymentHref(accountId, row.id), [accountId]);
  const list = useListPage({
    definition: paymentFilters,
    query: (filters) => paymentListOptions(accountId, filters),
    scope: branchScoped ? withoutBranch : undefined,
    rows: (data) => data.data,
    pageInfo: (data) => data.meta,
    columns,
    getRowId: (row) => row.id,
    hrefFor,
  });
  const { filters, query } = list;

  return (
    <div className="grid gap-4">
      <PaymentFilters
        accountId={accountId}
        branchScoped={branchScoped}
        actions={
          <>
            <DataTableViewOptions table={list.table} />
            <ExportPaymentsButton accountId={accountId} filters={filters} />
          </>
        }
      />
      <PaymentsTotals items={query.data?.data ?? []} />
      <PricedAmountsProvider accountId={accountId} rows={query.data?.data}>
        <ListTable
          list={list}
          words={words}
          create={
            canCreate
              ? { href: `/accounts/${encodeURIComponent(accountId)}/payments/new`, label: "New payment" }
              : null
          }
        />
      </PricedAmountsProvider>
    </div>
  );
}
