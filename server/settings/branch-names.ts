import "server-only";
import type { PaymentsApi } from "@/server/upstream/client";

export interface BranchChoice {
  id: string;
  name: string;
  code: string;
  isActive: boolean;
}

/** The same first page the console's branch pickers ask for: 100 (the API's maximum) by name. */
const CHOICES_QUERY = { page: 1, limit: 100, sortBy: "name", sortOrder: "asc" } as const;

/**
 * The account's branches for the members page, fetched with the account's key; null when the service
 * could not answer (the page then offers no branch choice rather than a free-text id).
 */
export async function loadBranchChoices(api: PaymentsApi): Promise<BranchChoice[] | null> {
  try {
    const page = await api.listBranches({ query: CHOICES_QUERY });
    return page.data.map(({ id, name, code, isActive }) => ({ id, name, code, isActive }));
  } catch {
    return null;
  }
}

/**
 * Names for the branch ids members and invitations are limited to: from the choices when listed there,
 * else asked one by one (a merchant with more than 100 branches). An id the service does not know maps to
 * null, and the page says so in words.
 */
export async function branchNames(
  api: PaymentsApi,
  ids: readonly (string | null)[],
  choices: readonly BranchChoice[] | null,
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (const branch of choices ?? []) names.set(branch.id, branch.name);
  const missing = [...new Set(ids.filter((id): id is string => id !== null && !names.has(id)))];
  await Promise.all(
    missing.map(async (id) => {
      try {
        names.set(id, (await api.getBranch({ params: { id } })).name);
      } catch {
        names.set(id, null);
      }
    }),
  );
  return names;
}
