"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { SwitchField } from "@/components/forms/switch-field";
import { TextField } from "@/components/forms/text-field";
import type { ChargeValues } from "./charge-form-values";

/** The customer's billing details: optional as a whole; when given, name and email are required. */
export function ChargeBillingFields() {
  const { control } = useFormContext<ChargeValues>();
  const withBilling = useWatch({ control, name: "withBilling" });
  return (
    <div className="grid gap-5">
      <SwitchField
        control={control}
        name="withBilling"
        label="Add the customer's billing details"
        description="First and last name and email are then required; phone and address are not."
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
