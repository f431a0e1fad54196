"use client";

import { useCallback, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { ConsoleForm } from "@/components/forms/console-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { formResolver } from "@/components/forms/form-resolver";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import type { ActionResult } from "@/lib/action-result";
import { type BranchOption, MemberScopeFields, type RoleOption } from "./members-scope-fields";
import { type ChangeMemberField, type ChangeMemberValues, changeMemberSchema } from "./schemas";

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
  const schema = useMemo(() => {
    const [first, ...rest] = roles;
    return changeMemberSchema([first.value, ...rest.map((option) => option.value)], branchRoles);
  }, [roles, branchRoles]);
  const form = useForm<ChangeMemberValues>({
    resolver: formResolver(schema),
    defaultValues: { accountId, userId: member.userId, role: member.role, branchId: member.branchId ?? "" },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const setBranch = useCallback((value: string) => form.setValue("branchId", value), [form]);

  async function submit(values: ChangeMemberValues) {
    setFailure(null);
    const result = await action(values);
    if (!result.ok) {
      setFailure(applyServerError(form.setError, result, { fields }));
      return;
    }
    onChanged(result.data);
  }

  return (
    <Form {...form}>
      <ConsoleForm onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <FormFailureAlert failure={failure} title="The member was not changed" />
        <MemberScopeFields
          control={form.control}
          setBranch={setBranch}
          roles={roles}
          branchRoles={branchRoles}
          branches={branches}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Save changes</SubmitButton>
        </div>
      </ConsoleForm>
    </Form>
  );
}
