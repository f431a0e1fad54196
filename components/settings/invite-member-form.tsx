"use client";

import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { formResolver } from "@/components/forms/form-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import type { ActionResult } from "@/lib/action-result";
import { InviteLink } from "./invite-link";
import { type InviteMemberField, type InviteMemberValues, inviteMemberSchema } from "./schemas";

export interface RoleOption {
  value: string;
  label: string;
  description: string;
}

export type InviteMemberAction = (
  values: InviteMemberValues,
) => Promise<ActionResult<{ email: string; url: string; expiresAt: string }, InviteMemberField>>;

const fields: InviteMemberField[] = ["email", "role", "branchId"];

export function InviteMemberForm({
  accountId,
  roles,
  action,
}: {
  accountId: string;
  /** The roles this inviter may hand out, from the server's policy. */
  roles: [RoleOption, ...RoleOption[]];
  action: InviteMemberAction;
}) {
  const schema = useMemo(() => {
    const [first, ...rest] = roles;
    return inviteMemberSchema([first.value, ...rest.map((option) => option.value)]);
  }, [roles]);
  const defaults: InviteMemberValues = {
    accountId,
    email: "",
    role: roles.at(-1)?.value ?? "",
    branchId: "",
  };
  const form = useForm<InviteMemberValues>({ resolver: formResolver(schema), defaultValues: defaults });
  const [created, setCreated] = useState<{ email: string; url: string; expiresAt: string } | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const role = useWatch({ control: form.control, name: "role" });

  async function submit(values: InviteMemberValues) {
    setFailure(null);
    const result = await action(values);
    if (!result.ok) {
      setFailure(applyServerError(form.setError, result, { fields }));
      return;
    }
    setCreated(result.data);
  }

  if (created) {
    return (
      <InviteLink
        {...created}
        onDone={() => {
          setCreated(null);
          form.reset(defaults);
        }}
      />
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <FormFailureAlert failure={failure} title="The invitation was not created" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
          />
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Role</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    {roles.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormDescription>
                  {roles.find((option) => option.value === role)?.description}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <TextField
          control={form.control}
          name="branchId"
          label="Branch id (optional)"
          autoComplete="off"
          spellCheck={false}
          className="sm:max-w-[calc(50%-0.625rem)]"
          inputClassName="font-mono"
          description="Limits the member to one branch's payments, links and contracts. Leave empty for all branches."
        />
        <div>
          <SubmitButton pending={form.formState.isSubmitting}>Create invitation link</SubmitButton>
        </div>
      </form>
    </Form>
  );
}
