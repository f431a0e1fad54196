"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isBffError } from "@/data/bff";
import type { Scenario } from "@/lib/payments-api/direct-debit";
import type { ScenarioChoices } from "./new/scenario-field";
import { CONTRACTING_PROVIDER } from "./provider";
import { scenarioListOptions } from "./queries";

/** The scenarios a new contract may use: active ones of the provider that signs contracts. */
export function useContractingScenarios(accountId: string): ScenarioChoices {
  const query = useQuery(scenarioListOptions(accountId, "true"));
  const scenarios = useMemo(
    () =>
      (query.data?.data ?? []).filter(
        (scenario) => scenario.isActive && scenario.paymentProvider === CONTRACTING_PROVIDER,
      ),
    [query.data],
  );
  return {
    scenarios,
    loading: query.isPending,
    failure: query.isError ? (isBffError(query.error) ? query.error.message : "Something went wrong.") : null,
    onRetry: () => void query.refetch(),
  };
}

/**
 * A contract's scenario by its id, active or since retired; undefined while the lists load or when the
 * service no longer lists it.
 */
export function useScenario(accountId: string, scenarioId: string): Scenario | undefined {
  const active = useQuery(scenarioListOptions(accountId, "true"));
  const retired = useQuery(scenarioListOptions(accountId, "false"));
  return useMemo(
    () => [...(active.data?.data ?? []), ...(retired.data?.data ?? [])].find((s) => s.id === scenarioId),
    [active.data, retired.data, scenarioId],
  );
}
