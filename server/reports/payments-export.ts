import "server-only";
import { loadPaymentFilters, paymentFilterParsers, paymentListQuery } from "@/lib/filters/payments";
import { paymentListQuerySchema } from "@/lib/payments-api/payments";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { checkedExportQuery, csvAttachment, exportClient } from "./csv-export";
import { createExportPacer } from "./export-pace";
import { paymentBranchLookup } from "./payment-branches";
import {
  EXPORT_MIN_INTERVAL_MS,
  type PaymentsCsvOptions,
  paymentPages,
  paymentsCsvStream,
} from "./payments-csv";

export interface PaymentsExportDeps extends AccountRouteDeps {
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: PaymentsCsvOptions["minIntervalMs"];
}

/**
 * GET handler of the payments CSV: the account pipeline with payments:read, the list's filters from the
 * query string checked against the contract, then page 1 fetched before answering and the rest streamed.
 * The account's client holds a branch-scoped member to their branch.
 */
export function paymentsExportHandler(deps: PaymentsExportDeps = {}) {
  const db: () => ConsoleExecutor = deps.db ?? getDb;
  return withAccount<{ accountId: string }>(
    async ({ request, requestId, access }) => {
      refuseUnreadFilters(paymentFilterParsers, request);
      const loaded = loadPaymentFilters(request);
      // A member of one branch exports that branch whatever the address says, as their list shows it.
      const filters = access.branchId ? { ...loaded, branchId: null } : loaded;
      const { page: _page, pageSize: _pageSize, ...query } = paymentListQuery(filters);
      checkedExportQuery(paymentListQuerySchema, query);

      const pacer = createExportPacer(deps.minIntervalMs ?? EXPORT_MIN_INTERVAL_MS);
      const { api } = exportClient(access, pacer);
      const fetchPage = paymentPages(api, query);
      const branches = paymentBranchLookup({
        db,
        accountId: access.account.id,
        api,
        onlyBranchId: access.branchId ?? filters.branchId ?? null,
      });
      return csvAttachment({
        requestId,
        name: "payments",
        signal: request.signal,
        firstPage: (signal) => fetchPage(1, signal),
        totalOf: (first) => first.meta.totalItems,
        duration: { pagesOf: (first) => first.meta.totalPages, pacer },
        stream: (firstPage) => paymentsCsvStream({ fetchPage, firstPage, branches, pacer }),
      });
    },
    { ...deps, permission: "payments:read" },
  );
}
