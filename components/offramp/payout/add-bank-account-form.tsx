"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { bankAccountWords } from "@/components/forms/labels";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { bffApi } from "@/data/api";
import type { BankAccount, CreateBankAccountBody } from "@/lib/payments-api/offramp";
import { bankAccountsOptions, bankListOptions } from "../queries";
import { type BankAccountFormValues, bankAccountFields, emptyBankAccountValues } from "./bank-account-values";

// The checks (the contract's schema, and zod with it) load when the form is first touched.
const checks = lazyChecks(() => import("./payout-form-schema"));
const resolver = checks.resolver((loaded) => loaded.bankAccountResolver);

export function AddBankAccountForm({
  accountId,
  userId,
  onAdded,
  onCancel,
}: {
  accountId: string;
  userId: string;
  onAdded: (account: BankAccount) => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const banks = useQuery(bankListOptions(accountId));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // The form keeps its text values; the submit handler receives the body, the schema's output.
  const form = useConsoleForm<BankAccountFormValues, unknown, CreateBankAccountBody>({
    resolver,
    defaultValues: emptyBankAccountValues,
  });

  async function submit(body: CreateBankAccountBody) {
    setFailure(null);
    try {
      const account = await bffApi(accountId).createAggregatorBankAccount({ params: { id: userId }, body });
      await queryClient.invalidateQueries({ queryKey: bankAccountsOptions(accountId, userId).queryKey });
      onAdded(account);
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, { fields: bankAccountFields, words: bankAccountWords }),
      );
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-3 rounded-lg border p-4">
      <FormFailureAlert failure={failure} title="The bank account was not added" />
      <SelectField control={form.control} name="bankCode" label="Bank" disabled={banks.isPending}>
        <option value="">
          {banks.isPending ? "Loading banks…" : banks.isError ? "Banks could not be loaded" : "Choose a bank"}
        </option>
        {(banks.data ?? []).map((bank) => (
          <option key={bank.code} value={String(bank.code)}>
            {bank.name} ({bank.code})
          </option>
        ))}
      </SelectField>
      <TextField
        control={form.control}
        name="accountNumber"
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        control={form.control}
        name="accountName"
        label="Account holder's name"
        autoComplete="off"
        maxLength={255}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="beneficiaryMobile"
          label="Mobile (optional)"
          type="tel"
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="beneficiaryEmail"
          label="Email (optional)"
          type="email"
          autoComplete="off"
        />
      </div>
      <FormButtons label="Add bank account" onCancel={onCancel} />
    </CheckedForm>
  );
}
