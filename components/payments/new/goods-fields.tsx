"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { EMPTY_GOODS_LINE, type NewPaymentValues } from "./new-payment-values";

const MAX_LINES = 50;

/** What is sold: one line per item (1 to 50), each with a name, a description and an optional MCC. */
export function GoodsFields() {
  const { control, formState } = useFormContext<NewPaymentValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "goods" });
  const arrayError = formState.errors.goods?.root?.message ?? formState.errors.goods?.message;
  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {fields.map((line, index) => (
          <li
            key={line.id}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1.5fr_7rem_auto] sm:items-start"
          >
            <TextField<NewPaymentValues> name={`goods.${index}.name`} label={`Item ${index + 1} name`} />
            <TextField<NewPaymentValues> name={`goods.${index}.description`} label="Description" />
            <TextField<NewPaymentValues>
              name={`goods.${index}.mccCode`}
              label="MCC"
              inputMode="numeric"
              placeholder="5499"
            />
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              disabled={fields.length === 1}
              aria-label={`Remove item ${index + 1}`}
              title={fields.length === 1 ? "A payment needs at least one item" : `Remove item ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {arrayError ? (
        <p role="alert" className="text-sm text-destructive">
          {arrayError}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={fields.length >= MAX_LINES}
        onClick={() => append(EMPTY_GOODS_LINE, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Add item
      </Button>
    </div>
  );
}
