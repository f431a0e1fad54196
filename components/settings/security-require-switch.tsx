"use client";

import { useId, useState, useTransition } from "react";
import type { FormFailure } from "@/components/forms/apply-server-error";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { Switch } from "@/components/ui/switch";
import type { ActionResult } from "@/lib/action-result";

export type RequireTwoFactorAction = (
  accountId: string,
  required: boolean,
) => Promise<ActionResult<{ required: boolean }>>;

/** The account's "every member needs a second factor" switch, for owners. */
export function SecurityRequireSwitch({
  accountId,
  initial,
  action,
}: {
  accountId: string;
  initial: boolean;
  action: RequireTwoFactorAction;
}) {
  const id = useId();
  const [required, setRequired] = useState(initial);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, startTransition] = useTransition();

  function change(next: boolean) {
    setFailure(null);
    startTransition(async () => {
      const result = await action(accountId, next);
      if (!result.ok) {
        setFailure({ message: result.message, requestId: result.requestId ?? null });
        return;
      }
      setRequired(result.data.required);
    });
  }

  return (
    <div className="grid gap-3">
      <FormFailureAlert failure={failure} title="The setting was not changed" />
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={required}
          disabled={pending}
          onCheckedChange={change}
          aria-describedby={`${id}-description`}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="font-medium text-sm leading-none">
            Require two-factor sign-in for every member
          </label>
          <p id={`${id}-description`} className="text-muted-foreground text-sm">
            Members without a second factor are asked to set one up before they can open this account.
          </p>
        </div>
      </div>
    </div>
  );
}
