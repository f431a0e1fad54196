"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { decimalsHint } from "@/components/forms/money-text";
import { TextField } from "@/components/forms/text-field";
import type { Currency } from "@/lib/money";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { bpsAsPercent, contractLimitText, enforcedLimitText } from "../contract-limit-text";
import type { ChargeValues } from "./charge-form-values";

const currencyChoices = [
  { value: "USDT", label: "USDT", description: "Charged as it is." },
  { value: "LKR", label: "LKR", description: "Converted to USDT at the rate of the moment." },
] as const;

/** What the limit means for this charge: checked in USDT, and for rupees only after conversion. */
export function LimitNote({ contract, currency }: { contract: Contract; currency: Currency }) {
  const enforced = enforcedLimitText(contract);
  const agreed =
    contract.currency === "LKR" && contract.singleUpperLimitLkr != null
      ? ` The customer agreed to ${contractLimitText(contract)} with ${bpsAsPercent(contract.slippageBps ?? 0)} slippage.`
      : "";
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      <span className="font-medium text-foreground">Limit per charge: {enforced}.</span>
      {agreed}{" "}
      {currency === "LKR"
        ? `An LKR amount is converted to USDT at the rate of the moment, and the limit is checked after that conversion, so the service has the last word.`
        : "A USDT amount is checked against it as it is."}
    </p>
  );
}

/** The currency and amount of the charge, with the contract's limit beside them. */
export function ChargeAmountFields({ contract }: { contract: Contract }) {
  const { control, setValue } = useFormContext<ChargeValues>();
  const currency = useWatch({ control, name: "currency" });
  return (
    <div className="grid gap-5">
      <ChoiceGroup<Currency>
        legend="Currency"
        name="currency"
        value={currency}
        choices={currencyChoices}
        onChange={(next) => setValue("currency", next, { shouldDirty: true })}
      />
      <TextField
        control={control}
        name="amount"
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        suffix={currency}
        className="sm:max-w-md"
        description={`${decimalsHint(currency)}.`}
      />
      <LimitNote contract={contract} currency={currency} />
    </div>
  );
}
