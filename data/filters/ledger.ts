"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { ledgerFilterParsers } from "@/lib/filters/ledger";

export const useLedgerFilterParams = createUrlFilters(ledgerFilterParsers, ["type", "startDate", "endDate"]);
