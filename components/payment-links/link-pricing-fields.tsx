"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { decimalsHint } from "@/components/forms/money-text";
import { SelectField } from "@/components/forms/select-field";
import { SwitchField } from "@/components/forms/switch-field";
import { TextField } from "@/components/forms/text-field";
import type { LinkFormValues } from "./link-form-values";

const pricingChoices = [
  { value: "fixed", label: "Fixed amount", description: "Every payment is for the same amount." },
  {
    value: "custom",
    label: "Customer chooses",
    description: "The customer enters an amount between your bounds.",
  },
] as const;

/**
 * Currency, price and quantity. Only the fields of the chosen mode are shown; the other mode's values stay
 * in the form, so switching back and forth loses nothing.
 */
export function LinkPricingFields({ mode }: { mode: "create" | "edit" }) {
  const { control, setValue } = useFormContext<LinkFormValues>();
  const [currency, allowCustomAmount, allowQuantityBuy] = useWatch({
    control,
    name: ["currency", "allowCustomAmount", "allowQuantityBuy"],
  });
  const amountProps = { inputMode: "decimal" as const, autoComplete: "off", suffix: currency };

  return (
    <div className="grid gap-5">
      <SelectField control={control} name="currency" label="Currency" className="sm:max-w-48">
        <option value="LKR">LKR</option>
        <option value="USDT">USDT</option>
      </SelectField>
      <ChoiceGroup
        legend="Amount type"
        name="pricing"
        value={allowCustomAmount ? "custom" : "fixed"}
        choices={pricingChoices}
        onChange={(next) =>
          setValue("allowCustomAmount", next === "custom", { shouldDirty: true, shouldValidate: false })
        }
      />
      {allowCustomAmount ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            name="minAmount"
            label="Minimum amount"
            description={`${decimalsHint(currency)}.`}
            {...amountProps}
          />
          <TextField
            control={control}
            name="maxAmount"
            label="Maximum amount"
            description={`${decimalsHint(currency)}.`}
            {...amountProps}
          />
        </div>
      ) : (
        <TextField
          control={control}
          name="amount"
          label="Amount"
          className="sm:max-w-72"
          description={`${decimalsHint(currency)}.`}
          {...amountProps}
        />
      )}
      <SwitchField
        control={control}
        name="allowQuantityBuy"
        label="Customers choose a quantity"
        description={
          mode === "edit"
            ? "Set when the link was created; it cannot be changed."
            : "The price is multiplied by the quantity the customer picks."
        }
        disabled={mode === "edit"}
      />
      {allowQuantityBuy ? (
        <TextField
          control={control}
          name="maxQuantity"
          label="Maximum quantity"
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-48"
          disabled={mode === "edit"}
        />
      ) : null}
    </div>
  );
}
