"use client";

import { useMemo } from "react";
import { ActionForm } from "@/components/forms/action-form";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionSending } from "@/components/forms/use-action-sending";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { type BranchOption, MemberScopeFields, type RoleOption, roleNames } from "./members-scope-fields";
import type { ChangeMemberField, ChangeMemberValues } from "./schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./settings-form-checks"));

export type ChangeMemberAction = (
  values: ChangeMemberValues,
) => Promise<ActionResult<{ role: string; branchName: string | null }, ChangeMemberField>>;

const fields: ChangeMemberField[] = ["role", "branchId"];

/** A member's role and branch, changed in the members page's dialog. */
export function ChangeMemberForm({
  accountId,
  member,
  roles,
  branchRoles,
  branches,
  action,
  onCancel,
  onChanged,
}: {
  accountId: string;
  member: { userId: string; role: string; branchId: string | null };
  roles: [RoleOption, ...RoleOption[]];
  branchRoles: readonly string[];
  branches: readonly BranchOption[] | null;
  action: ChangeMemberAction;
  onCancel: () => void;
  onChanged: (result: { role: string; branchName: string | null }) => void;
}) {
  const resolver = useMemo(
    () => checks.resolver((loaded) => loaded.changeMemberResolver(roleNames(roles), branchRoles)),
    [roles, branchRoles],
  );
  const form = useConsoleForm<ChangeMemberValues>({
    resolver,
    defaultValues: { accountId, userId: member.userId, role: member.role, branchId: member.branchId ?? "" },
  });
  const sending = useActionSending(form, { fields, title: "The member was not changed" });

  async function submit(values: ChangeMemberValues) {
    const changed = await sending.send(() => action(values));
    if (changed) onChanged(changed.data);
  }

  return (
    <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-5">
      <MemberScopeFields roles={roles} branchRoles={branchRoles} branches={branches} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton pending={form.formState.isSubmitting}>Save changes</SubmitButton>
      </div>
    </ActionForm>
  );
}
