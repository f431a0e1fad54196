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
import type { AccountAccess } from "@/server/access/account-access";
import type { AnyPermission } from "@/server/auth/policy";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import type { AccountRouteContext } from "@/server/bff/with-account";
import { branchNamesOnce } from "./branch-names";
import { checkedExportQuery, refuseUnknownBranch } from "./csv-export";
import { EXPORT_SHARE } from "./export-pace";
import { type ExportApi, type ListCsv, type ListExportDeps, listCsvHandler } from "./list-csv";

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

/**
 * The handler of one of these lists' exports: paced at the lists' share until the service announces its
 * limit, and read on only while the member keeps `permission` (the one the handler checks first).
 */
function listExport<T>(
  permission: AnyPermission,
  deps: ListExportDeps,
  exportOf: (
    context: AccountRouteContext<{ accountId: string }>,
  ) => Omit<ListCsv<T>, "fallbackIntervalMs" | "permissions">,
) {
  return listCsvHandler<T>(permission, deps, (context) => ({
    ...exportOf(context),
    fallbackIntervalMs: LIST_INTERVAL_MS,
    permissions: [permission],
  }));
}

/**
 * A branch filter must name a branch of the account; a member limited to one branch is asked for that one
 * by the list query itself, so theirs is not checked again.
 */
function branchFilterCheck(access: AccountAccess, branchId: string | null) {
  return (api: ExportApi) => refuseUnknownBranch(api, access.branchId ? null : branchId);
}

/** GET handler of the settlements CSV: the list's status, days and order, every page streamed. */
export function settlementsExportHandler(deps: ListExportDeps = {}) {
  return listExport("withdrawals:read", deps, (context) => {
    refuseUnreadFilters(settlementFilterParsers, context.request);
    const query = checkedExportQuery(
      withdrawalListQuerySchema,
      unpaged(settlementListQuery(loadSettlementFilters(context.request))),
    );
    return {
      name: "settlements",
      operationId: "listWithdrawals",
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
  return listExport("payment-links:read", deps, (context) => {
    refuseUnreadFilters(paymentLinkFilterParsers, context.request);
    const filters = loadPaymentLinkFilterParams(context.request);
    const query = checkedExportQuery(
      paymentLinkListQuerySchema,
      unpaged(toPaymentLinkListQuery(filters, context.access.branchId)),
    );
    return {
      name: "payment-links",
      operationId: "listPaymentLinks",
      header: PAYMENT_LINK_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const list = await api.listPaymentLinks({ query: { ...query, page, pageSize: PAGE }, signal });
        return { items: list.data, totalPages: list.totalPages, totalItems: list.total };
      },
      keyOf: (link) => link.id,
      check: branchFilterCheck(context.access, filters.branchId),
      lines: withBranch(paymentLinkCsvLine),
    };
  });
}

/** GET handler of the direct-debit contracts CSV: every filter of the list, every page streamed. */
export function contractsExportHandler(deps: ListExportDeps = {}) {
  return listExport("direct-debit:read", deps, (context) => {
    refuseUnreadFilters(contractFilterParsers, context.request);
    const filters = loadContractFilters(context.request);
    const query = checkedExportQuery(
      contractListQuerySchema,
      unpaged(toContractListQuery(filters, context.access.branchId)),
    );
    return {
      name: "contracts",
      operationId: "listDirectDebitContracts",
      header: CONTRACT_CSV_HEADER,
      fetchPage: async (api, page, signal) => {
        const list = await api.listDirectDebitContracts({
          query: { ...query, page, limit: PAGE },
          signal,
        });
        return { items: list.data, totalPages: list.meta.totalPages, totalItems: list.meta.totalItems };
      },
      keyOf: (contract) => contract.id,
      check: branchFilterCheck(context.access, filters.branchId),
      lines: withBranch(contractCsvLine),
    };
  });
}
