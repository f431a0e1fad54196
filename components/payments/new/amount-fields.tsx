"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { decimalsHint } from "@/components/forms/money-text";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { cn } from "@/lib/cn";
import type { NewPaymentValues } from "./new-payment-values";

const currencies = [
  { value: "USDT", label: "USDT", hint: "Tether, settled as is" },
  { value: "LKR", label: "LKR", hint: "Sri Lankan rupees, converted at creation" },
] as const;

/** Amount, the currency it is priced in, and the provider the customer pays through. */
export function AmountFields() {
  const { control } = useFormContext<NewPaymentValues>();
  const currency = useWatch({ control, name: "currency" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="currency"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <span className="text-sm font-medium">Currency</span>
            <FormControl>
              <div role="radiogroup" aria-label="Currency" className="grid grid-cols-2 gap-2 sm:max-w-md">
                {currencies.map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      "flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40",
                      field.value === option.value && "border-primary bg-accent",
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <input
                        type="radio"
                        name={field.name}
                        value={option.value}
                        checked={field.value === option.value}
                        onChange={() => field.onChange(option.value)}
                        onBlur={field.onBlur}
                        className="accent-primary"
                      />
                      {option.label}
                    </span>
                    <span className="text-xs text-muted-foreground">{option.hint}</span>
                  </label>
                ))}
              </div>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField<NewPaymentValues>
        name="amount"
        label={`Amount (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={currency === "LKR" ? "1500.00" : "25.00"}
        description={`${decimalsHint(currency)}.`}
      />
      <SelectField control={control} name="provider" label="Provider">
        <option value="EXCHANGEA">Exchange A (EXCHANGEA)</option>
        <option value="EXCHANGEB">Exchange B (EXCHANGEB), may review payments</option>
      </SelectField>
    </div>
  );
}
