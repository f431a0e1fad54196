import "server-only";
import { loadPaymentFilters, paymentFilterParsers, paymentListQuery } from "@/lib/filters/payments";
import { paymentListQuerySchema } from "@/lib/payments-api/payments";
import { refuseUnreadFilters } from "@/server/bff/unread-filters";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { DETAIL_MIN_INTERVAL_MS } from "@/server/index/sync";
import { checkedExportQuery, csvAttachment, exportClient, refuseUnknownBranch } from "./csv-export";
import { startLongRead } from "./long-reads";
import { accountPacer } from "./pace-store";
import { paymentDetailsLookup, unreadDetailSeconds } from "./payment-details";
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
 * The account's client holds a branch-scoped member to their branch. A long read: counted per person, paced
 * with the account's other long reads, and ended when the member's access ends.
 */
export function paymentsExportHandler(deps: PaymentsExportDeps = {}) {
  const db: () => ConsoleExecutor = deps.db ?? getDb;
  return withAccount<{ accountId: string }>(
    async (context) => {
      const { request, requestId, access } = context;
      refuseUnreadFilters(paymentFilterParsers, request);
      const loaded = loadPaymentFilters(request);
      // A member of one branch exports that branch whatever the address says, as their list shows it.
      const filters = access.branchId ? { ...loaded, branchId: null } : loaded;
      const { page: _page, pageSize: _pageSize, ...query } = paymentListQuery(filters);
      checkedExportQuery(paymentListQuerySchema, query);

      const pacer = accountPacer(
        access.account.id,
        "listPayments",
        deps.minIntervalMs ?? EXPORT_MIN_INTERVAL_MS,
        db(),
      );
      const detailPacer = accountPacer(
        access.account.id,
        "getPayment",
        deps.minIntervalMs ?? DETAIL_MIN_INTERVAL_MS,
        db(),
      );
      const { api } = exportClient(access, pacer, detailPacer);
      await refuseUnknownBranch(api, filters.branchId);
      const longRead = await startLongRead(context, db(), "export", ["payments:read"]);
      const fetchPage = paymentPages(api, query);
      const details = paymentDetailsLookup({ db, accountId: access.account.id, api, detailPacer });
      return csvAttachment({
        requestId,
        name: "payments",
        signal: request.signal,
        firstPage: async (signal) => {
          await pacer.turn(signal);
          return fetchPage(1, signal);
        },
        totalOf: (first) => first.meta.totalItems,
        duration: {
          pagesOf: (first) => first.meta.totalPages,
          pacer,
          extraSeconds: (first) => unreadDetailSeconds(db(), access.account.id, first, detailPacer),
        },
        longRead,
        stream: (firstPage) =>
          paymentsCsvStream({ fetchPage, firstPage, details, pacer, signal: longRead.signal }),
      });
    },
    { ...deps, permission: "payments:read" },
  );
}
