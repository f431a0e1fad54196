"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ActionResult } from "@/lib/action-result";
import { applyFailure } from "./apply-result";
import { FormError } from "./form-error";
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
  const form = useForm<InviteMemberValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const [created, setCreated] = useState<{ email: string; url: string; expiresAt: string } | null>(null);
  const role = useWatch({ control: form.control, name: "role" });

  async function submit(values: InviteMemberValues) {
    const result = await action(values);
    if (!result.ok) {
      applyFailure(form, result, fields);
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
        <FormError />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" placeholder="name@example.com" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
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
        <FormField
          control={form.control}
          name="branchId"
          render={({ field }) => (
            <FormItem className="sm:max-w-[calc(50%-0.625rem)]">
              <FormLabel>Branch id (optional)</FormLabel>
              <FormControl>
                <Input autoComplete="off" spellCheck={false} className="font-mono" {...field} />
              </FormControl>
              <FormDescription>
                Limits the member to one branch&apos;s payments, links and contracts. Leave empty for all
                branches.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create invitation link
          </Button>
        </div>
      </form>
    </Form>
  );
}
