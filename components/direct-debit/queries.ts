import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import type { ContractListParams } from "@/lib/filters/direct-debit";

/** GET /v1/direct-debit/list; the previous page stays on screen (dimmed) while the next loads. */
export function contractListOptions(accountId: string, params: ContractListParams, caller?: ApiCaller) {
  return keepPreviousPage(apiQueries(accountId, caller).listDirectDebitContracts({ query: params }));
}

export function contractDetailOptions(accountId: string, contractId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getDirectDebitContract({ params: { id: contractId } });
}

/**
 * The scenarios of every provider, active or retired. The form offers the active ones; pages that name
 * a contract's scenario look it up in both, since a contract may outlive its scenario.
 */
export function scenarioListOptions(accountId: string, active: "true" | "false", caller?: ApiCaller) {
  return {
    ...apiQueries(accountId, caller).listDirectDebitScenarios({ query: { active } }),
    // Scenarios are the provider's reference data; they change rarely.
    staleTime: 10 * 60_000,
  };
}
