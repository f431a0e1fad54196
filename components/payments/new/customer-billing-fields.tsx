"use client";

import { TextField } from "@/components/forms/text-field";
import type { NewPaymentValues } from "./new-payment-values";

/** The paying customer; the provider needs name, email, phone and address. */
export function CustomerBillingFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField<NewPaymentValues> name="customerBilling.firstName" label="First name" autoComplete="off" />
      <TextField<NewPaymentValues> name="customerBilling.lastName" label="Last name" autoComplete="off" />
      <TextField<NewPaymentValues>
        name="customerBilling.email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <TextField<NewPaymentValues>
        name="customerBilling.phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        placeholder="+94 77 123 4567"
      />
      <TextField<NewPaymentValues>
        name="customerBilling.address"
        label="Address"
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField<NewPaymentValues> name="customerBilling.city" label="City (optional)" autoComplete="off" />
      <TextField<NewPaymentValues>
        name="customerBilling.postalCode"
        label="Postal code (optional)"
        autoComplete="off"
      />
      <TextField<NewPaymentValues>
        name="customerBilling.country"
        label="Country (optional)"
        autoComplete="off"
      />
    </div>
  );
}
