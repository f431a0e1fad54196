import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { paymentLinks } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { containsPattern, pageCount } from "../branches/search";
import { pagedRows } from "../paged-rows";
import { paymentLinkToWire } from "./wire";

// GET /v1/payment-link/list – newest first; `{ data, page, limit, total, totalPages, hasNext, hasPrev }`.
export const listPaymentLinks: HandlerFor<"listPaymentLinks"> = async ({ services, merchant, query }) => {
  const filters: SQL[] = [eq(paymentLinks.merchantId, merchant.id)];
  if (query.branchId) filters.push(eq(paymentLinks.branchId, query.branchId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(paymentLinks.name, pattern), ilike(paymentLinks.description, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);

  const { rows, totalItems: total } = await pagedRows(
    services.db,
    paymentLinks,
    where,
    [desc(paymentLinks.createdAt), desc(paymentLinks.id)],
    { page: query.page, size: query.pageSize },
  );
  const totalPages = pageCount(total, query.pageSize);
  const now = services.clock.now();

  return {
    body: {
      data: rows.map((row) => paymentLinkToWire(row, now)),
      page: query.page,
      limit: query.pageSize,
      total,
      totalPages,
      hasNext: query.page < totalPages,
      hasPrev: query.page > 1,
    },
  };
};
