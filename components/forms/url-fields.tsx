"use client";

import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { useWebhookUrlHint } from "@/components/webhook-url-hint";
import { TextField } from "./text-field";
import { urlInputProps } from "./url-input-props";

/** One web-address field: its name in the form, its label, an example address and what it is for. */
export interface UrlFieldWords<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  placeholder: string;
  description: string;
}

/**
 * The web addresses of a form: where the customer is sent, then the webhook URL, whose hint follows what is
 * typed (`events`: whose events it gets, "this link's payments").
 */
export function UrlFields<TValues extends FieldValues>({
  fields,
  webhook,
}: {
  fields: readonly UrlFieldWords<TValues>[];
  webhook: { label: string; placeholder: string; events: string };
}) {
  const { control } = useFormContext<TValues>();
  const webhookHint = useWebhookUrlHint(control, webhook.events);
  return (
    <div className="grid gap-5">
      {fields.map((field) => (
        <TextField key={field.name} control={control} {...field} {...urlInputProps} />
      ))}
      <TextField
        control={control}
        name={"webhookUrl" as Path<TValues>}
        label={webhook.label}
        placeholder={webhook.placeholder}
        description={webhookHint}
        {...urlInputProps}
      />
    </div>
  );
}
