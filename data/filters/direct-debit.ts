"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { contractFilterParsers } from "@/lib/filters/direct-debit";

export const useContractFilterParams = createUrlFilters(contractFilterParsers, [
  "status",
  "branchId",
  "currency",
  "paymentProvider",
  "search",
]);
