"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { Amount } from "@/components/money/amount-cell";
import { paymentColumns, paymentHref } from "@/components/payments/payment-columns";
import { PricedAmountsProvider } from "@/components/payments/priced-amounts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { apiQueries } from "@/data/queries";
import { sumText } from "@/lib/decimal-text";
import { serializePaymentFilters } from "@/lib/filters/payments";
import { formatCount } from "@/lib/format";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import type { PaymentListItem } from "@/lib/payments-api/payments";

/** The newest payments of the link that the card lists and totals: the list's largest page. */
const LINK_PAYMENTS_PAGE = { page: 1, pageSize: 100 } as const;

/**
 * The payments made through a link and their total. The payments API has no link filter and its payments do
 * not name their link; a payment made on a link's page carries the link's order reference (merchantTradeNo),
 * which the list's search matches. So a link with a reference lists them; one without says why it cannot.
 */
export function LinkPaymentsSection({ accountId, link }: { accountId: string; link: PaymentLink }) {
  const reference = link.merchantTradeNo ?? null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Payments through this link</CardTitle>
        <CardDescription>
          {reference ? (
            <>
              Payments with the link&apos;s order reference{" "}
              <code className="font-mono text-xs">{reference}</code>, newest first.
            </>
          ) : (
            "Newest first."
          )}
        </CardDescription>
        {reference ? (
          <CardAction>
            <Link
              href={serializePaymentFilters(`/accounts/${encodeURIComponent(accountId)}/payments`, {
                search: reference,
              })}
              className="text-sm underline-offset-4 hover:underline"
            >
              Open in Payments
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {reference ? (
          <LinkPayments accountId={accountId} reference={reference} />
        ) : (
          <p className="text-sm text-muted-foreground">
            This link has no order reference, and the payments service does not say which payments came
            through a link otherwise. Links created with an order reference (merchantTradeNo) list their
            payments here.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function LinkPayments({ accountId, reference }: { accountId: string; reference: string }) {
  const query = useQuery(
    apiQueries(accountId).listPayments({ query: { ...LINK_PAYMENTS_PAGE, search: reference } }),
  );
  const columns = useMemo(() => paymentColumns(accountId), [accountId]);
  const table = useDataTable({ data: query.data?.data, columns, getRowId: (payment) => payment.id });
  const hrefFor = useCallback((payment: PaymentListItem) => paymentHref(accountId, payment.id), [accountId]);
  const openRow = useRowLink(hrefFor);

  const rows = query.data?.data ?? [];
  const paid = rows.filter((payment) => payment.status === "PAID");
  const more = (query.data?.meta.totalItems ?? 0) > rows.length;

  return (
    <>
      {query.data && rows.length > 0 ? (
        <p className="text-sm" data-slot="link-payments-total">
          {formatCount(paid.length, ["paid payment", "paid payments"])} totalling{" "}
          <Amount
            value={sumText(paid.map((payment) => payment.amount))}
            currency="USDT"
            className="font-semibold"
          />
          {more ? (
            <span className="text-muted-foreground">
              {" "}
              {`(the newest ${rows.length} of ${formatCount(query.data.meta.totalItems, ["payment", "payments"])}, open them in Payments for the rest)`}
            </span>
          ) : (
            <span className="text-muted-foreground">
              {" "}
              of {formatCount(rows.length, ["payment", "payments"])} in all
            </span>
          )}
        </p>
      ) : null}
      <PricedAmountsProvider accountId={accountId} rows={query.data?.data}>
        <DataTable
          table={table}
          label="Payments through this link"
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.error}
          errorTitle="The link's payments could not be loaded"
          onRetry={() => void query.refetch()}
          onRowActivate={openRow}
          skeletonRows={3}
          emptyState={
            <EmptyState
              icon={Receipt}
              title="No payments through this link yet"
              description="When a customer pays on the link's page, the payment appears here."
              className="m-4"
            />
          }
        />
      </PricedAmountsProvider>
    </>
  );
}
