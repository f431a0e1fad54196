import { and, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import { colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";
import { isUuid } from "@/lib/ids";
import { payments } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { expireDuePayments } from "./expiry";
import { presentPaymentListItem } from "./present";

const RANGE_DAYS = { last7: 7, last30: 30, last90: 90 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `%` and `_` in a search are literal characters, not patterns. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

interface ListFilters {
  merchantId: string;
  now: Date;
  status?: string;
  dateRange?: "last7" | "last30" | "last90" | "custom";
  startDate?: string;
  endDate?: string;
  search?: string;
  ids?: string[];
  branchId?: string;
}

export function paymentListConditions(f: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(payments.merchantId, f.merchantId)];
  if (f.status) conditions.push(eq(payments.status, f.status));
  if (f.branchId) conditions.push(eq(payments.branchId, f.branchId));
  if (f.dateRange && f.dateRange !== "custom") {
    conditions.push(gte(payments.createdAt, new Date(f.now.getTime() - RANGE_DAYS[f.dateRange] * DAY_MS)));
  }
  if (f.startDate) conditions.push(gte(payments.createdAt, colomboDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(payments.createdAt, colomboDayEndExclusive(f.endDate)));
  if (f.ids && f.ids.length > 0) {
    // Ids that are not UUIDs name no payment; with none left the list is empty.
    const valid = f.ids.filter(isUuid);
    conditions.push(valid.length > 0 ? inArray(payments.id, valid) : sql`false`);
  }
  const search = f.search?.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    const matches = or(
      ilike(sql`${payments.id}::text`, pattern),
      ilike(payments.payId, pattern),
      ilike(payments.paymentNo, pattern),
      ilike(payments.merchantTradeNo, pattern),
      like(payments.customerSearch, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

// GET /v1/payment/list – the merchant's payments, newest first, with every filter of docs/service-rules.md §5.
export const listPayments: HandlerFor<"listPayments"> = async ({ services, merchant, query }) => {
  await expireDuePayments(services, { merchantId: merchant.id });
  const where = and(
    ...paymentListConditions({ merchantId: merchant.id, now: services.clock.now(), ...query }),
  );

  const [counted] = await services.db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .where(where);
  const totalItems = counted?.total ?? 0;
  const rows = await services.db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  return {
    body: {
      data: rows.map(presentPaymentListItem),
      meta: {
        page: query.page,
        pageSize: query.pageSize,
        totalItems,
        totalPages: Math.ceil(totalItems / query.pageSize),
      },
    },
  };
};
