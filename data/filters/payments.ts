"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { paymentFilterParsers } from "@/lib/filters/payments";

export const usePaymentFilterParams = createUrlFilters(paymentFilterParsers, [
  "status",
  "dateRange",
  "startDate",
  "endDate",
  "search",
  "ids",
  "branchId",
]);
