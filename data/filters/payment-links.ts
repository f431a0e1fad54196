"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { paymentLinkFilterParsers } from "@/lib/filters/payment-links";

export const usePaymentLinkFilterParams = createUrlFilters(paymentLinkFilterParsers, ["search", "branchId"]);
