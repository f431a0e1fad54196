"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { decimalsHint } from "@/components/forms/money-text";
import { TextField } from "@/components/forms/text-field";
import type { Currency } from "@/lib/money";
import { slippageInWords } from "../contract-limit";
import type { NewContractValues } from "./contract-form-values";

const currencyChoices = [
  { value: "USDT", label: "USDT", description: "The limit is a USDT amount, enforced as it is." },
  {
    value: "LKR",
    label: "LKR",
    description: "The limit is a rupee amount, converted to USDT at today's rate.",
  },
] as const;

/** The currency of the limit, the limit, and for LKR the slippage with what it means in rupees. */
export function LimitFields() {
  const { control, setValue } = useFormContext<NewContractValues>();
  const [currency, limit, bps] = useWatch({
    control,
    name: ["currency", "singleUpperLimit", "slippageBps"],
  });
  const words = currency === "LKR" ? slippageInWords(limit, bps) : null;
  return (
    <div className="grid gap-5">
      <ChoiceGroup<Currency>
        legend="Currency of the limit"
        name="currency"
        value={currency}
        choices={currencyChoices}
        onChange={(next) => setValue("currency", next, { shouldDirty: true })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="singleUpperLimit"
          label="Limit per charge"
          inputMode="decimal"
          autoComplete="off"
          suffix={currency}
          placeholder={currency === "LKR" ? "12000" : "40"}
          description={
            currency === "LKR"
              ? `The most one charge may be, in rupees. ${decimalsHint("LKR")}.`
              : `The most one charge may be. ${decimalsHint("USDT")}.`
          }
        />
        {currency === "LKR" ? (
          <div className="grid content-start gap-2">
            <TextField
              control={control}
              name="slippageBps"
              label="Slippage"
              inputMode="numeric"
              autoComplete="off"
              suffix="bps"
              placeholder="0"
              description="Basis points, 0 to 20000 (100 bps = 1 %). Leave empty for none."
            />
            <p className="text-sm font-medium" aria-live="polite">
              {words ?? ""}
            </p>
          </div>
        ) : null}
      </div>
      {currency === "LKR" ? (
        <p className="text-sm text-muted-foreground">
          The service fixes the limit in USDT when the contract is created: the rupee amount at today's rate,
          plus the slippage. The slippage lets a charge of the full rupee amount still go through when the
          rate has moved a little by the time you charge.
        </p>
      ) : null}
    </div>
  );
}
