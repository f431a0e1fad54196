"use client";

import { type ContractFilters, serializeContractFilters } from "@/lib/filters/direct-debit";
import { type PaymentLinkFilters, serializePaymentLinkFilters } from "@/lib/filters/payment-links";
import { type SettlementFilters, serializeSettlementFilters } from "@/lib/filters/settlements";
import { ExportCsvButton } from "./export-csv-button";

// "Export CSV" of the settlements, payment links and contracts lists: the list's filters, without paging
// (the export walks every page itself; server/reports/list-exports.ts).

const exportsOf = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/exports`;

export function settlementsExportHref(accountId: string, filters: SettlementFilters): string {
  return `${exportsOf(accountId)}/settlements${serializeSettlementFilters({ ...filters, page: null, limit: null })}`;
}

export function paymentLinksExportHref(accountId: string, filters: PaymentLinkFilters): string {
  return `${exportsOf(accountId)}/payment-links${serializePaymentLinkFilters({ ...filters, page: null, pageSize: null })}`;
}

export function contractsExportHref(accountId: string, filters: ContractFilters): string {
  return `${exportsOf(accountId)}/contracts${serializeContractFilters({ ...filters, page: null, limit: null })}`;
}

export function ExportSettlementsButton({
  accountId,
  filters,
}: {
  accountId: string;
  filters: SettlementFilters;
}) {
  return (
    <ExportCsvButton
      href={settlementsExportHref(accountId, filters)}
      noun={["settlement request", "settlement requests"]}
      fallbackName="settlements.csv"
    />
  );
}

export function ExportPaymentLinksButton({
  accountId,
  filters,
}: {
  accountId: string;
  filters: PaymentLinkFilters;
}) {
  return (
    <ExportCsvButton
      href={paymentLinksExportHref(accountId, filters)}
      noun={["payment link", "payment links"]}
      fallbackName="payment-links.csv"
    />
  );
}

export function ExportContractsButton({
  accountId,
  filters,
}: {
  accountId: string;
  filters: ContractFilters;
}) {
  return (
    <ExportCsvButton
      href={contractsExportHref(accountId, filters)}
      noun={["contract", "contracts"]}
      fallbackName="contracts.csv"
    />
  );
}
