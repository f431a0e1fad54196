"use client";

import { useMemo, useState } from "react";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, { fields, title: "The invitation was not created" });

  async function submit(values: InviteMemberValues) {
    const sent = await sending.send(() => action(values));
    if (sent) setCreated(sent.data);
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
    <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-5">
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
        className="sm:max-w-[calc(50%-0.625rem)]"
      />
      <MemberScopeFields roles={roles} branchRoles={branchRoles} branches={branches} />
      <FormSubmit label="Create invitation link" />
    </ActionForm>
  );
}
