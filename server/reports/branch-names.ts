import "server-only";
import type { PaymentsApi } from "@/server/upstream/client";

/** Branch lists are read 100 at a time; more pages than this are far past the console's scale. */
const MAX_BRANCH_PAGES = 20;

/** Every branch's name by id (deactivated ones too), for the exports' branch column. */
export async function readBranchNames(
  api: Pick<PaymentsApi, "listBranches">,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  for (let page = 1; page <= MAX_BRANCH_PAGES; page++) {
    const result = await api.listBranches({
      query: { page, limit: 100, sortBy: "created_at", sortOrder: "asc" },
      signal,
    });
    for (const branch of result.data) names.set(branch.id, branch.name);
    if (page >= result.meta.totalPages) break;
  }
  return names;
}

/** Reads the names once, the first time they are asked for; a list that cannot be read leaves ids alone. */
export function branchNamesOnce(api: Pick<PaymentsApi, "listBranches">) {
  let names: Promise<ReadonlyMap<string, string>> | null = null;
  return (signal: AbortSignal) => {
    names ??= readBranchNames(api, signal).catch(() => new Map<string, string>());
    return names;
  };
}
