"use client";

import { useCallback } from "react";
import { useUrlState } from "@/data/url-state";
import { branchDetailParsers, branchFilterParsers } from "@/lib/filters/branches";
import { contractFilterParsers } from "@/lib/filters/direct-debit";
import { ledgerFilterParsers } from "@/lib/filters/ledger";
import { offrampReportFilterParsers } from "@/lib/filters/offramp-report";
import { overviewFilterParsers } from "@/lib/filters/overview";
import { paymentLinkFilterParsers } from "@/lib/filters/payment-links";
import { paymentFilterParsers } from "@/lib/filters/payments";
import { settlementFilterParsers } from "@/lib/filters/settlements";
import { inboxFilterParsers } from "@/lib/filters/webhook-inbox";
import type { Options, ParserMap, Values } from "@/lib/url-state";

type Change<TParsers extends ParserMap> = Values<TParsers>;

/**
 * A list's filters in the URL, with a setter and "clear". Changing anything but the page goes back to page
 * 1; updates are shallow (the browser's query refetches, the server page does not re-render) and replace
 * the history entry unless the caller asks to push (paging does, so Back returns to the previous page).
 */
export function createUrlFilters<TParsers extends ParserMap & { page: unknown }>(
  parsers: TParsers,
  clearable: readonly (keyof TParsers)[],
) {
  return function useUrlFilters() {
    const [filters, setAll] = useUrlState(parsers, { history: "replace" });
    const setFilters = useCallback(
      (change: Change<TParsers>, options?: Options) =>
        setAll(("page" in change ? change : { ...change, page: null }) as never, options),
      [setAll],
    );
    const clearFilters = useCallback(
      () => setAll(Object.fromEntries([...clearable, "page"].map((key) => [key, null])) as never),
      [setAll],
    );
    return { filters, setFilters, clearFilters };
  };
}

export const usePaymentFilterParams = createUrlFilters(paymentFilterParsers, [
  "status",
  "dateRange",
  "startDate",
  "endDate",
  "search",
  "ids",
  "branchId",
]);

export const useInboxFilterParams = createUrlFilters(inboxFilterParsers, ["type", "resourceId"]);

export const usePaymentLinkFilterParams = createUrlFilters(paymentLinkFilterParsers, ["search", "branchId"]);

export const useBranchFilterParams = createUrlFilters(branchFilterParsers, ["search", "status"]);

export const useOfframpReportFilterParams = createUrlFilters(offrampReportFilterParsers, [
  "status",
  "startDate",
  "endDate",
]);

export const useLedgerFilterParams = createUrlFilters(ledgerFilterParsers, ["type", "startDate", "endDate"]);

export const useContractFilterParams = createUrlFilters(contractFilterParsers, [
  "status",
  "branchId",
  "currency",
  "paymentProvider",
  "search",
]);

export const useSettlementFilterParams = createUrlFilters(settlementFilterParsers, [
  "status",
  "startDate",
  "endDate",
]);

/** The branch detail page's two embedded lists page separately, each in the URL. */
export function useBranchDetailParams() {
  const [pages, setPages] = useUrlState(branchDetailParsers, { history: "replace" });
  return { pages, setPages };
}

/** The merchant overview's period and branch (no pages); each change is a history entry, so Back returns. */
export function useOverviewFilterParams() {
  const [filters, setFilters] = useUrlState(overviewFilterParsers, { history: "push" });
  return { filters, setFilters };
}
