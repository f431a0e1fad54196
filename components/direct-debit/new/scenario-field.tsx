"use client";

import { RotateCw } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "@/components/forms/select-field";
import { Button } from "@/components/ui/button";
import { formatAmount } from "@/lib/format";
import type { Scenario } from "@/lib/payments-api/direct-debit";
import type { NewContractValues } from "./contract-form-values";

export interface ScenarioChoices {
  scenarios: readonly Scenario[];
  loading: boolean;
  /** The message of a failed load; the picker offers to try again. */
  failure: string | null;
  onRetry?: () => void;
}

/** "Subscription · up to USDT 500.00 per charge": the name and the limit, the code in the hint. */
export function scenarioLabel(scenario: Scenario): string {
  return `${scenario.scenarioName} · up to ${formatAmount(scenario.maxLimit, "USDT")} per charge`;
}

/** The service's scenarios for the contracting provider, by name and maximum limit. */
export function ScenarioField({ scenarios, loading, failure, onRetry }: ScenarioChoices) {
  const { control } = useFormContext<NewContractValues>();
  const scenarioId = useWatch({ control, name: "scenarioId" });
  const chosen = scenarios.find((scenario) => scenario.id === scenarioId);
  const placeholder = loading
    ? "Loading scenarios…"
    : failure
      ? "Scenarios unavailable"
      : scenarios.length === 0
        ? "No active scenario"
        : "Choose a scenario";
  return (
    <SelectField
      control={control}
      name="scenarioId"
      label="Scenario"
      disabled={loading || scenarios.length === 0}
      note={
        failure ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-destructive" role="alert">
            <span>The scenarios could not be loaded: {failure}</span>
            {onRetry ? (
              <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : null}
          </div>
        ) : null
      }
      description={
        failure
          ? undefined
          : chosen
            ? `Scenario code ${chosen.scenarioId}, provider Exchange A Pay. The limit below must stay within ${formatAmount(chosen.maxLimit, "USDT")}.`
            : "The kind of service the customer signs up for; it caps the limit per charge."
      }
    >
      <option value="">{placeholder}</option>
      {scenarios.map((scenario) => (
        <option key={scenario.id} value={scenario.id}>
          {scenarioLabel(scenario)}
        </option>
      ))}
    </SelectField>
  );
}
