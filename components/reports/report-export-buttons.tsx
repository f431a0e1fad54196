"use client";

import { type LedgerFilters, serializeLedgerFilters } from "@/lib/filters/ledger";
import { type OfframpReportFilters, serializeOfframpReportFilters } from "@/lib/filters/offramp-report";
import { ExportCsvButton } from "./export-csv-button";

const exportsOf = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/exports`;

/** The offramp export's URL: the report's filters and sort, without paging. */
export function offrampExportHref(accountId: string, filters: OfframpReportFilters): string {
  return `${exportsOf(accountId)}/offramp${serializeOfframpReportFilters({ ...filters, page: null, limit: null })}`;
}

/** The float ledger export's URL: the ledger's filters and order, without paging. */
export function ledgerExportHref(accountId: string, filters: LedgerFilters): string {
  return `${exportsOf(accountId)}/ledger${serializeLedgerFilters({ ...filters, page: null, limit: null })}`;
}

export function ExportOfframpButton({
  accountId,
  filters,
}: {
  accountId: string;
  filters: OfframpReportFilters;
}) {
  return (
    <ExportCsvButton
      href={offrampExportHref(accountId, filters)}
      noun={["payout", "payouts"]}
      fallbackName="offramp.csv"
    />
  );
}

export function ExportLedgerButton({ accountId, filters }: { accountId: string; filters: LedgerFilters }) {
  return (
    <ExportCsvButton
      href={ledgerExportHref(accountId, filters)}
      noun={["ledger entry", "ledger entries"]}
      fallbackName="float-ledger.csv"
    />
  );
}
