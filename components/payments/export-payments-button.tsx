"use client";

import { ExportCsvButton } from "@/components/reports/export-csv-button";
import { type PaymentFilters, serializePaymentFilters } from "@/lib/filters/payments";

/** The export's URL: the list's filters, without paging (the export walks every page itself). */
export function paymentsExportHref(accountId: string, filters: PaymentFilters): string {
  const query = serializePaymentFilters({ ...filters, page: null, pageSize: null });
  return `/api/accounts/${encodeURIComponent(accountId)}/exports/payments${query}`;
}

/** "Export CSV" of the filtered payments list. */
export function ExportPaymentsButton({ accountId, filters }: { accountId: string; filters: PaymentFilters }) {
  return (
    <ExportCsvButton
      href={paymentsExportHref(accountId, filters)}
      noun={["payment", "payments"]}
      fallbackName="payments.csv"
    />
  );
}
