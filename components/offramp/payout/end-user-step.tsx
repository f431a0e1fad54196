"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { endUserWords } from "@/components/forms/labels";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { bffApi } from "@/data/api";
import type { AggregatorUser } from "@/lib/payments-api/offramp";
import { recentEndUsersOptions } from "../queries";

type Values = { externalUserId: string };

// The checks (the contract's schema, and zod with it) load when the form is first touched.
const checks = lazyChecks(() => import("./payout-form-schema"));
const resolver = checks.resolver((loaded) => loaded.endUserResolver);

/**
 * Finds or creates the end-user by the id your own system gives them (POST /v1/aggregator/user is an
 * upsert). The service lists no users, so the ids of recent payouts are offered as suggestions.
 */
export function EndUserStep({
  accountId,
  onSelect,
}: {
  accountId: string;
  onSelect: (user: AggregatorUser) => void;
}) {
  const listId = useId();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const recent = useQuery(recentEndUsersOptions(accountId));
  const form = useConsoleForm<Values>({
    resolver,
    defaultValues: { externalUserId: "" },
  });

  async function submit(values: Values) {
    setFailure(null);
    try {
      const user = await bffApi(accountId).upsertAggregatorUser({
        body: { externalUserId: values.externalUserId.trim() },
      });
      onSelect(user);
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, { fields: ["externalUserId"], words: endUserWords }),
      );
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-3">
      <FormFailureAlert failure={failure} title="The end-user could not be found or created" />
      <TextField
        control={form.control}
        name="externalUserId"
        label="End-user id"
        description="The id of the person in your own system. An id used before picks that end-user; a new one creates them."
        list={listId}
        autoComplete="off"
        maxLength={255}
        placeholder="e.g. user-10293"
      />
      <datalist id={listId}>
        {(recent.data ?? []).map((id) => (
          <option key={id} value={id} />
        ))}
      </datalist>
      <SubmitButton pending={form.formState.isSubmitting} className="justify-self-start">
        Continue
      </SubmitButton>
    </CheckedForm>
  );
}
