import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { ddContracts } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { containsPattern, limitMeta } from "../branches/search";
import { pagedRows } from "../paged-rows";
import { contractToWire } from "./contract-wire";
import { requireOwnContract } from "./lookup";

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

  const { rows, totalItems } = await pagedRows(
    services.db,
    ddContracts,
    where,
    [desc(ddContracts.createdAt), desc(ddContracts.id)],
    { page: query.page, size: query.limit },
  );
  return {
    body: {
      data: rows.map(contractToWire),
      meta: limitMeta(query, totalItems),
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
