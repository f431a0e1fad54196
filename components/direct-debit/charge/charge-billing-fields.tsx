"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import type { ChargeValues } from "./charge-form-values";

/** The customer's billing details: optional as a whole; when given, name and email are required. */
export function ChargeBillingFields() {
  const { control } = useFormContext<ChargeValues>();
  const withBilling = useWatch({ control, name: "withBilling" });
  return (
    <div className="grid gap-5">
      <FormField
        control={control}
        name="withBilling"
        render={({ field }) => (
          <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-3">
            <div className="grid gap-1">
              <FormLabel>Add the customer's billing details</FormLabel>
              <FormDescription>
                First and last name and email are then required; phone and address are not.
              </FormDescription>
            </div>
            <FormControl>
              <Switch
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </FormControl>
          </FormItem>
        )}
      />
      {withBilling ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            name="customerBilling.firstName"
            label="First name"
            autoComplete="off"
          />
          <TextField control={control} name="customerBilling.lastName" label="Last name" autoComplete="off" />
          <TextField
            control={control}
            name="customerBilling.email"
            label="Email"
            type="email"
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField
            control={control}
            name="customerBilling.phone"
            label="Phone (optional)"
            autoComplete="off"
          />
          <TextField
            control={control}
            name="customerBilling.address"
            label="Address (optional)"
            autoComplete="off"
          />
        </div>
      ) : null}
    </div>
  );
}
