import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { CsvPaymentDetails } from "@/lib/csv";
import type { Payment, PaymentListItem } from "@/lib/payments-api/payments";
import type { ConsoleExecutor } from "@/server/db/client";
import { type PaymentIndexRow, paymentIndex } from "@/server/db/schema";
import { indexPayment, paymentDetails } from "@/server/index/payment-index";
import type { PaymentsApi } from "@/server/upstream/client";
import { branchNamesOnce } from "./branch-names";
import type { LongReadPacer } from "./export-pace";

/** Link lists are read 100 at a time; more pages than this are far past the console's scale. */
const MAX_LINK_PAGES = 20;

/** The details of each of these payments, by id. */
export type PaymentDetailsLookup = (
  items: readonly PaymentListItem[],
  signal: AbortSignal,
) => Promise<ReadonlyMap<string, CsvPaymentDetails>>;

type Api = Pick<PaymentsApi, "listBranches" | "listPaymentLinks" | "getPayment">;

type Known = Pick<
  PaymentIndexRow,
  | "branchId"
  | "lkrAmount"
  | "rateUsdtLkr"
  | "merchantTradeNo"
  | "customerName"
  | "customerEmail"
  | "contractId"
  | "expireTime"
  | "expiredAt"
  | "failedAt"
  | "exchangeFeePct"
  | "serviceFeePct"
  | "exchangeFeeUsdt"
  | "serviceFeeUsdt"
  | "totalFeesUsdt"
  | "netUsdt"
  | "exchangeFeeLkr"
  | "serviceFeeLkr"
  | "totalFeesLkr"
  | "netLkr"
>;

/**
 * What the payments export writes beyond the list's columns, for each payment of a page. The payment index
 * holds it for the payments it has read whole (its detail pass reads them in the background); the others
 * are read now, one GET /v1/payment/:id each in the account's shared pace for that operation, and stored in
 * the index for next time. Branch names and the links (by their order reference) are read once.
 */
export function paymentDetailsLookup(input: {
  db: () => ConsoleExecutor;
  accountId: string;
  api: Api;
  /** The account's pace for GET /v1/payment/:id, shared with the index's own detail reads. */
  detailPacer?: Pick<LongReadPacer, "turn">;
}): PaymentDetailsLookup {
  const names = branchNamesOnce(input.api);
  let links: Promise<ReadonlyMap<string, { id: string; name: string }>> | null = null;

  return async (items, signal) => {
    const ids = items.map((item) => item.id);
    const rows = await input
      .db()
      .select()
      .from(paymentIndex)
      .where(and(eq(paymentIndex.accountId, input.accountId), inArray(paymentIndex.paymentId, ids)));
    const known = new Map<string, Known>();
    for (const row of rows) if (row.detailsReadAt) known.set(row.paymentId, row);
    for (const item of items) {
      if (known.has(item.id)) continue;
      await input.detailPacer?.turn(signal);
      const payment: Payment = await input.api.getPayment({ params: { id: item.id }, signal });
      await indexPayment(input.db(), input.accountId, payment);
      const before = rows.find((row) => row.paymentId === item.id);
      known.set(item.id, {
        ...paymentDetails(payment, new Date()),
        expiredAt: before?.expiredAt ?? null,
        failedAt: before?.failedAt ?? null,
      });
    }
    links ??= readLinks(input.api, signal).catch(() => new Map<string, { id: string; name: string }>());
    const [branchNames, linkByReference] = await Promise.all([names(signal), links]);
    const result = new Map<string, CsvPaymentDetails>();
    for (const [id, k] of known) {
      result.set(id, {
        merchantTradeNo: k.merchantTradeNo,
        lkrAmount: k.lkrAmount,
        rateUsdtLkr: k.rateUsdtLkr,
        exchangeFeePct: k.exchangeFeePct,
        serviceFeePct: k.serviceFeePct,
        exchangeFeeUsdt: k.exchangeFeeUsdt,
        serviceFeeUsdt: k.serviceFeeUsdt,
        totalFeesUsdt: k.totalFeesUsdt,
        netUsdt: k.netUsdt,
        exchangeFeeLkr: k.exchangeFeeLkr,
        serviceFeeLkr: k.serviceFeeLkr,
        totalFeesLkr: k.totalFeesLkr,
        netLkr: k.netLkr,
        customerName: k.customerName,
        customerEmail: k.customerEmail,
        branch: k.branchId ? { id: k.branchId, name: branchNames.get(k.branchId) ?? null } : null,
        link: k.merchantTradeNo ? (linkByReference.get(k.merchantTradeNo) ?? null) : null,
        contractId: k.contractId,
        expiredAt: k.expiredAt?.toISOString() ?? null,
        failedAt: k.failedAt?.toISOString() ?? null,
        expireTime: k.expireTime?.toISOString() ?? null,
      });
    }
    return result;
  };
}

/**
 * The account's links by their order reference (merchantTradeNo, unique per merchant): a payment made on a
 * link's page carries it, and nothing else in the payment names its link.
 */
async function readLinks(api: Pick<PaymentsApi, "listPaymentLinks">, signal: AbortSignal) {
  const byReference = new Map<string, { id: string; name: string }>();
  for (let page = 1; page <= MAX_LINK_PAGES; page++) {
    const result = await api.listPaymentLinks({ query: { page, pageSize: 100 }, signal });
    for (const link of result.data)
      if (link.merchantTradeNo) byReference.set(link.merchantTradeNo, { id: link.id, name: link.name });
    if (page >= result.totalPages) break;
  }
  return byReference;
}

/**
 * How long the payments the export will have to read whole may take, judged from page 1: its share of
 * payments the index has not read, over every row, at the detail reads' pace.
 */
export async function unreadDetailSeconds(
  db: ConsoleExecutor,
  accountId: string,
  first: { data: readonly PaymentListItem[]; meta: { totalItems: number } },
  pacer: Pick<LongReadPacer, "intervalMs">,
): Promise<number> {
  if (first.data.length === 0) return 0;
  const rows = await db
    .select({ id: paymentIndex.paymentId, readAt: paymentIndex.detailsReadAt })
    .from(paymentIndex)
    .where(
      and(
        eq(paymentIndex.accountId, accountId),
        inArray(
          paymentIndex.paymentId,
          first.data.map((item) => item.id),
        ),
      ),
    );
  const read = rows.filter((row) => row.readAt !== null).length;
  const unread = Math.round(((first.data.length - read) / first.data.length) * first.meta.totalItems);
  return Math.ceil((unread * pacer.intervalMs()) / 1000);
}
