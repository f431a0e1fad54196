"use client";

import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "@/components/forms/select-field";

export interface RoleOption {
  value: string;
  label: string;
  description: string;
}

/** The roles' names, as the members forms' checks take them. */
export function roleNames(roles: readonly [RoleOption, ...RoleOption[]]): [string, ...string[]] {
  const [first, ...rest] = roles;
  return [first.value, ...rest.map((option) => option.value)];
}

/** A branch the account has, as the members forms offer it: by name, never by id. */
export interface BranchOption {
  id: string;
  name: string;
  code: string;
  isActive: boolean;
}

type ScopeValues = { role: string; branchId: string };

/**
 * The role and branch of a member or invitation. The branch is chosen by name from the account's active
 * branches, and only for the roles that can be limited to one; choosing another role clears it. They belong
 * to the surrounding form (its <Form>), whose values hold `role` and `branchId`.
 */
export function MemberScopeFields({
  roles,
  branchRoles,
  branches,
}: {
  roles: readonly RoleOption[];
  branchRoles: readonly string[];
  /** Null when the account's branches could not be loaded. */
  branches: readonly BranchOption[] | null;
}) {
  const { control, setValue } = useFormContext<ScopeValues>();
  const role = useWatch({ control, name: "role" });
  const branchId = useWatch({ control, name: "branchId" });
  const scopable = branchRoles.includes(role);
  const roleLabel = roles.find((option) => option.value === role)?.label ?? role;

  useEffect(() => {
    if (!scopable && branchId !== "") setValue("branchId", "");
  }, [scopable, branchId, setValue]);

  const choices = (branches ?? []).filter((branch) => branch.isActive || branch.id === branchId);
  const branchHint = !scopable
    ? `${roleLabel} members work with every branch. Only ${branchRoles.join(", ") || "no role"} can be limited to one.`
    : branches === null
      ? "The account's branches could not be loaded, so a branch cannot be chosen now. Reload the page to try again."
      : choices.length === 0
        ? "This account has no active branch yet."
        : "Limits the member to one branch's payments, links and contracts.";

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        control={control}
        name="role"
        label="Role"
        description={roles.find((option) => option.value === role)?.description}
      >
        {roles.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="branchId"
        label="Branch"
        disabled={!scopable || branches === null}
        description={branchHint}
      >
        <option value="">All branches</option>
        {choices.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.isActive ? `${branch.name} (${branch.code})` : `${branch.name} (inactive)`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
