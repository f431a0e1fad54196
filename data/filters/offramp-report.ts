"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { offrampReportFilterParsers } from "@/lib/filters/offramp-report";

export const useOfframpReportFilterParams = createUrlFilters(offrampReportFilterParsers, [
  "status",
  "startDate",
  "endDate",
]);
