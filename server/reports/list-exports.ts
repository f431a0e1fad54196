import "server-only";
import {
  CONTRACT_CSV_HEADER,
  contractCsvLine,
  PAYMENT_LINK_CSV_HEADER,
  paymentLinkCsvLine,
  SETTLEMENT_CSV_HEADER,
  settlementCsvLine,
} from "@/lib/csv-lists";
import { contractFilterParsers, loadContractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import {
  loadPaymentLinkFilterParams,
  paymentLinkFilterParsers,
  toPaymentLinkListQuery,
} from "@/lib/filters/payment-links";
import {
  loadSettlementFilters,
  settlementFilterParsers,
  settlementListQuery,
} from "@/lib/filters/settlements";
import { contractListQuerySchema } from "@/lib/payments-api/direct-debit";
import { paymentLinkListQuerySchema } from "@/lib/payments-api/payment-links";
import { withdrawalListQuerySchema } from "@/lib/payments-api/withdrawals";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { branchNamesOnce } from "./branch-names";
import { checkedExportQuery, refuseUnknownBranch } from "./csv-export";
import { EXPORT_SHARE } from "./export-pace";
import { type ExportApi, type ListExportDeps, listCsvHandler } from "./list-csv";

/** The lists' largest page. */
const PAGE = 100;
/** Settlements, links and contracts lists allow 100 calls a minute; long reads take their share. */
const LIST_INTERVAL_MS = Math.ceil(60_000 / Math.floor(100 * EXPORT_SHARE));

/** A page's lines, each row with its branch by name (the branch list read once per export). */
function withBranch<T extends { branchId?: string | null }>(
  line: (item: T, branch: { id: string; name: string | null } | null) => string,
) {
  return (api: ExportApi) => {
    const names = branchNamesOnce(api);
    return async (items: readonly T[], signal: AbortSignal) => {
      const known = items.some((item) => item.branchId) ? await names(signal) : new Map<string, string>();
      return items
        .map((item) =>
          line(item, item.branchId ? { id: item.branchId, name: known.get(item.branchId) ?? null } : null),
        )
        .join("");
    };
  };
}

/** Without the paging of the list on screen: the export walks every page itself. */
function unpaged<Q extends Record<string, unknown>>(query: Q): Omit<Q, "page" | "limit" | "pageSize"> {
  const { page: _page, limit: _limit, pageSize: _pageSize, ...rest } = query;
  return rest;
}

/** GET handler of the settlements CSV: the list's status, days and order, every page streamed. */
export function settlementsExportHandler(deps: ListExportDeps = {}) {
  return listCsvHandler("withdrawals:read", deps, (context) => {
    refuseUnreadFilters(settlementFilterParsers, context.request);
    const query = checkedExportQuery(
      withdrawalListQuerySchema,
      unpaged(settlementListQuery(loadSettlementFilters(context.request))),
    );
    return {
      name: "settlements",
      operationId: "listWithdrawals",
      fallbackIntervalMs: LIST_INTERVAL_MS,
      permissions: ["withdrawals:read"],
      header: SETTLEMENT_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const list = await api.listWithdrawals({ query: { ...query, page, limit: PAGE }, signal });
        return {
          items: list.withdrawalRequests,
          totalPages: list.pagination.totalPages,
          totalItems: list.pagination.totalCount,
        };
      },
      keyOf: (item) => item.id,
      lines: withBranch(settlementCsvLine),
    };
  });
}

/** GET handler of the payment links CSV: the list's search and branch, every page streamed. */
export function paymentLinksExportHandler(deps: ListExportDeps = {}) {
  return listCsvHandler("payment-links:read", deps, (context) => {
    refuseUnreadFilters(paymentLinkFilterParsers, context.request);
    const filters = loadPaymentLinkFilterParams(context.request);
    const query = checkedExportQuery(
      paymentLinkListQuerySchema,
      unpaged(toPaymentLinkListQuery(filters, context.access.branchId)),
    );
    return {
      name: "payment-links",
      operationId: "listPaymentLinks",
      fallbackIntervalMs: LIST_INTERVAL_MS,
      permissions: ["payment-links:read"],
      header: PAYMENT_LINK_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const list = await api.listPaymentLinks({ query: { ...query, page, pageSize: PAGE }, signal });
        return { items: list.data, totalPages: list.totalPages, totalItems: list.total };
      },
      keyOf: (link) => link.id,
      check: (api) => refuseUnknownBranch(api, context.access.branchId ? null : filters.branchId),
      lines: withBranch(paymentLinkCsvLine),
    };
  });
}

/** GET handler of the direct-debit contracts CSV: every filter of the list, every page streamed. */
export function contractsExportHandler(deps: ListExportDeps = {}) {
  return listCsvHandler("direct-debit:read", deps, (context) => {
    refuseUnreadFilters(contractFilterParsers, context.request);
    const filters = loadContractFilters(context.request);
    const query = checkedExportQuery(
      contractListQuerySchema,
      unpaged(toContractListQuery(filters, context.access.branchId)),
    );
    return {
      name: "contracts",
      operationId: "listDirectDebitContracts",
      fallbackIntervalMs: LIST_INTERVAL_MS,
      permissions: ["direct-debit:read"],
      header: CONTRACT_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const list = await api.listDirectDebitContracts({
          query: { ...query, page, limit: PAGE },
          signal,
        });
        return { items: list.data, totalPages: list.meta.totalPages, totalItems: list.meta.totalItems };
      },
      keyOf: (contract) => contract.id,
      check: (api) => refuseUnknownBranch(api, context.access.branchId ? null : filters.branchId),
      lines: withBranch(contractCsvLine),
    };
  });
}
