"use client";

// The list's filters in the URL (data/url-filters.ts); one file per list, so a page loads only its own.
import { createUrlFilters } from "@/data/url-filters";
import { inboxFilterParsers } from "@/lib/filters/webhook-inbox";

export const useInboxFilterParams = createUrlFilters(inboxFilterParsers, ["type", "resourceId"]);
