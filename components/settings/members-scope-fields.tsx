"use client";

import { useEffect } from "react";
import { type Control, type FieldValues, type Path, type PathValue, useWatch } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";

export interface RoleOption {
  value: string;
  label: string;
  description: string;
}

/** A branch the account has, as the members forms offer it: by name, never by id. */
export interface BranchOption {
  id: string;
  name: string;
  code: string;
  isActive: boolean;
}

type ScopeValues = FieldValues & { role: string; branchId: string };

/**
 * The role and branch of a member or invitation. The branch is chosen by name from the account's active
 * branches, and only for the roles that can be limited to one; choosing another role clears it.
 */
export function MemberScopeFields<TValues extends ScopeValues>({
  control,
  setBranch,
  roles,
  branchRoles,
  branches,
}: {
  control: Control<TValues>;
  setBranch: (value: string) => void;
  roles: readonly RoleOption[];
  branchRoles: readonly string[];
  /** Null when the account's branches could not be loaded. */
  branches: readonly BranchOption[] | null;
}) {
  const role = useWatch({ control, name: "role" as Path<TValues> }) as string;
  const branchId = useWatch({ control, name: "branchId" as Path<TValues> }) as string;
  const scopable = branchRoles.includes(role);
  const roleLabel = roles.find((option) => option.value === role)?.label ?? role;

  useEffect(() => {
    if (!scopable && branchId !== "") setBranch("");
  }, [scopable, branchId, setBranch]);

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
      <FormField
        control={control}
        name={"role" as Path<TValues>}
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
            <FormDescription>{roles.find((option) => option.value === role)?.description}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={"branchId" as Path<TValues>}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Branch</FormLabel>
            <FormControl>
              <NativeSelect
                {...field}
                value={field.value as PathValue<TValues, Path<TValues>>}
                disabled={!scopable || branches === null}
              >
                <option value="">All branches</option>
                {choices.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.isActive ? `${branch.name} (${branch.code})` : `${branch.name} (inactive)`}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormDescription>{branchHint}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
