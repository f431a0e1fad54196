import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { ddContracts } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { contractToWire } from "./contract-wire";
import { requireOwnContract } from "./lookup";

/** `search` as a literal substring: LIKE wildcards in it match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// GET /v1/direct-debit/list – the merchant's contracts, newest first
export const listDirectDebitContracts: HandlerFor<"listDirectDebitContracts"> = async ({
  services,
  merchant,
  query,
}) => {
  const conditions: (SQL | undefined)[] = [eq(ddContracts.merchantId, merchant.id)];
  if (query.status) conditions.push(eq(ddContracts.status, query.status));
  if (query.branchId) conditions.push(eq(ddContracts.branchId, query.branchId));
  if (query.currency) conditions.push(eq(ddContracts.currency, query.currency));
  if (query.paymentProvider) conditions.push(eq(ddContracts.paymentProvider, query.paymentProvider));
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(ilike(ddContracts.merchantContractCode, pattern), ilike(ddContracts.serviceName, pattern)),
    );
  }
  const where = and(...conditions);

  const [rows, totals] = await Promise.all([
    services.db
      .select()
      .from(ddContracts)
      .where(where)
      .orderBy(desc(ddContracts.createdAt), desc(ddContracts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    services.db.select({ total: count() }).from(ddContracts).where(where),
  ]);
  const totalItems = totals[0]?.total ?? 0;
  return {
    body: {
      data: rows.map(contractToWire),
      meta: {
        page: query.page,
        limit: query.limit,
        totalItems,
        totalPages: Math.ceil(totalItems / query.limit),
      },
    },
  };
};

// GET /v1/direct-debit/:id – one contract
export const getDirectDebitContract: HandlerFor<"getDirectDebitContract"> = async ({
  services,
  merchant,
  params,
}) => {
  const row = await requireOwnContract(services.db, merchant.id, params.id);
  return { body: contractToWire(row) };
};
