import type { Pagination } from "@/lib/payments-api/common";
import type { PageInfo } from "./types";

// The service writes a list's page meta three ways; the shared table reads one.

/** `meta` of the branch and contract lists: { page, limit, totalItems, totalPages }. */
export function metaPageInfo(
  meta: { page: number; limit: number; totalItems: number; totalPages: number } | undefined,
): PageInfo | undefined {
  if (!meta) return undefined;
  return { page: meta.page, pageSize: meta.limit, totalItems: meta.totalItems, totalPages: meta.totalPages };
}

/** The payment links list's own top-level fields: { page, limit, total, totalPages }. */
export function linkListPageInfo(
  data: { page: number; limit: number; total: number; totalPages: number } | undefined,
): PageInfo | undefined {
  if (!data) return undefined;
  return { page: data.page, pageSize: data.limit, totalItems: data.total, totalPages: data.totalPages };
}

/** The reports' `pagination` block. */
export function reportPageInfo(pagination: Pagination | undefined): PageInfo | undefined {
  if (!pagination) return undefined;
  return {
    page: pagination.currentPage,
    pageSize: pagination.limit,
    totalItems: pagination.totalCount,
    totalPages: pagination.totalPages,
  };
}
