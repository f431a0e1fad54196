import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { branches } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { pagedRows } from "../paged-rows";
import { containsPattern, limitMeta } from "./search";
import { branchToWire } from "./wire";

const sortColumns = {
  created_at: branches.createdAt,
  // Names and codes sort case-insensitively, so "b" does not land after "Z".
  name: sql`lower(${branches.name})`,
  code: sql`lower(${branches.code})`,
} as const;

// GET /v1/branch/list – `{ data, meta: { page, limit, totalItems, totalPages } }`, each item a whole branch.
export const listBranches: HandlerFor<"listBranches"> = async ({ services, merchant, query }) => {
  const filters: SQL[] = [eq(branches.merchantId, merchant.id)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(branches.name, pattern), ilike(branches.code, pattern));
    if (match) filters.push(match);
  }
  if (query.isActive !== undefined) filters.push(eq(branches.isActive, query.isActive === "true"));
  const where = and(...filters);

  const direction = query.sortOrder === "asc" ? asc : desc;
  // The id breaks ties so pages never overlap or skip rows.
  const { rows, totalItems } = await pagedRows(
    services.db,
    branches,
    where,
    [direction(sortColumns[query.sortBy]), direction(branches.createdAt), direction(branches.id)],
    { page: query.page, size: query.limit },
  );

  return {
    body: {
      // Whole branches, as the service's list answers (`data: [Branch]`), not the shorter example.
      data: rows.map(branchToWire),
      meta: limitMeta(query, totalItems),
    },
  };
};
