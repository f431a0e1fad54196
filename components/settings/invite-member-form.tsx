"use client";

import { useCallback, useMemo, useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { ActionResult } from "@/lib/action-result";
import { InviteLink } from "./invite-link";
import { type BranchOption, MemberScopeFields, type RoleOption, roleNames } from "./members-scope-fields";
import type { InviteMemberField, InviteMemberValues } from "./schemas";

export type { RoleOption } from "./members-scope-fields";

export interface CreatedInvite {
  email: string;
  url: string;
  expiresAt: string;
  branchName: string | null;
}

export type InviteMemberAction = (
  values: InviteMemberValues,
) => Promise<ActionResult<CreatedInvite, InviteMemberField>>;

const fields: InviteMemberField[] = ["email", "role", "branchId"];

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./settings-form-checks"));

export function InviteMemberForm({
  accountId,
  roles,
  branchRoles,
  branches,
  action,
}: {
  accountId: string;
  /** The roles this inviter may hand out, from the server's policy. */
  roles: [RoleOption, ...RoleOption[]];
  /** The roles that may be limited to one branch. */
  branchRoles: readonly string[];
  /** The account's branches, fetched with its key on the server; null when they could not be loaded. */
  branches: readonly BranchOption[] | null;
  action: InviteMemberAction;
}) {
  const resolver = useMemo(
    () => checks.resolver((loaded) => loaded.inviteMemberResolver(roleNames(roles), branchRoles)),
    [roles, branchRoles],
  );
  const defaults: InviteMemberValues = {
    accountId,
    email: "",
    role: roles.at(-1)?.value ?? "",
    branchId: "",
  };
  const form = useConsoleForm<InviteMemberValues>({ resolver, defaultValues: defaults });
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const setBranch = useCallback((value: string) => form.setValue("branchId", value), [form]);

  async function submit(values: InviteMemberValues) {
    setFailure(null);
    const result = await action(values);
    if (!result.ok) {
      setFailure(await applyServerError(form.setError, result, { fields }));
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
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-5">
      <FormFailureAlert failure={failure} title="The invitation was not created" />
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
        className="sm:max-w-[calc(50%-0.625rem)]"
      />
      <MemberScopeFields
        control={form.control}
        setBranch={setBranch}
        roles={roles}
        branchRoles={branchRoles}
        branches={branches}
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting}>Create invitation link</SubmitButton>
      </div>
    </CheckedForm>
  );
}
