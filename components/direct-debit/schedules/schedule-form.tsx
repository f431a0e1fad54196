"use client";

import { useMemo, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormSection } from "@/components/forms/form-section";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { decimalsHint } from "@/components/forms/money-text";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { ChargeSchedule, EditScheduleBody, KnownRate, ScheduleEvery } from "@/lib/charge-schedules";
import { colomboDate } from "@/lib/dates";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { LimitNote } from "../charge/charge-amount-fields";
import {
  type EndsChoice,
  type ScheduleValues,
  scheduleDefaults,
  scheduleValuesOf,
  scheduleWords,
} from "./schedule-form-values";
import { SchedulePreview } from "./schedule-preview";
import { cadenceWords } from "./schedule-words";

const checks = lazyChecks(() => import("./schedule-form-checks"));

const everyChoices = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month", description: "On the same day each month." },
] as const;

const endChoices = [
  { value: "never", label: "Never", description: "Until it is cancelled or the contract ends." },
  { value: "date", label: "On a date", description: "No charge after that day." },
  { value: "count", label: "After a number of charges" },
] as const;

const FIELDS = [
  "amount",
  "every",
  "firstDate",
  "endsOn",
  "maxCharges",
  "productName",
  "productDetail",
] as const;

export interface ScheduleFormProps {
  contract: Contract;
  rate: KnownRate | null;
  /** The schedule being edited; without it the form makes a new one. */
  schedule?: ChargeSchedule;
  /** The Colombo day of today (the earliest first charge); now's by default. */
  today?: string;
  /** Sends the checked body (a create body for a new schedule); a refusal is thrown back. */
  onSubmit: (body: EditScheduleBody) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A schedule of charges on a signed contract, or the change of one (amount, product and end, from the next
 * charge on). Checked with the shared body schemas and the contract's limit; the server's refusals land on
 * their fields and nothing typed is lost.
 */
export function ScheduleForm({ contract, rate, schedule, today, onSubmit, onCancel }: ScheduleFormProps) {
  const day = today ?? colomboDate(new Date());
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const resolver = useMemo(
    () =>
      checks.resolver((loaded) =>
        schedule ? loaded.editResolver(contract) : loaded.createResolver(contract, day),
      ),
    [contract, schedule, day],
  );
  const form = useConsoleForm<ScheduleValues, unknown, EditScheduleBody>({
    resolver,
    defaultValues: schedule ? scheduleValuesOf(schedule) : scheduleDefaults(day),
  });

  async function send(body: EditScheduleBody) {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, { fields: FIELDS, words: scheduleWords(currency) }),
      );
    }
  }

  return (
    <CheckedForm
      form={form}
      checks={checks}
      onSubmit={send}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <FormFailureAlert
          failure={failure}
          title={schedule ? "The schedule was not changed" : "The schedule was not made"}
        />
        {schedule ? (
          <p className="text-sm text-muted-foreground">
            Changes apply from the next charge on. {cadenceWords(schedule)}; the cadence and the first date
            stay as they are.
          </p>
        ) : null}
        <FormSection title={schedule ? "Amount" : "Amount and dates"}>
          <TextField
            name="amount"
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            suffix={currency}
            className="sm:max-w-md"
            description={`In ${currency}, exactly as typed. ${decimalsHint(currency)}.`}
          />
          <LimitNote contract={contract} currency={currency} />
          {schedule ? null : <WhenFields today={day} />}
        </FormSection>
        <FormSection title="How long">
          <EndFields />
        </FormSection>
        <FormSection
          title="What it is for"
          description="The customer sees the product name in their wallet app."
        >
          <TextField name="productName" label="Product name" autoComplete="off" maxLength={256} />
          <TextField name="productDetail" label="Description (optional)" autoComplete="off" maxLength={256} />
        </FormSection>
      </div>
      {/* Beside the fields on a wide screen; on a phone between the fields and the buttons, so it is read first. */}
      <div className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <SchedulePreview currency={currency} rate={rate} schedule={schedule} />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <FormButtons label={schedule ? "Save changes" : "Schedule charges"} onCancel={onCancel} />
      </div>
    </CheckedForm>
  );
}

/** How often, and the first charge's day (today: made within a minute). */
function WhenFields({ today }: { today: string }) {
  const { control, setValue } = useFormContext<ScheduleValues>();
  const every = useWatch({ control, name: "every" });
  const firstDate = useWatch({ control, name: "firstDate" });
  return (
    <>
      <ChoiceGroup<ScheduleEvery>
        legend="Every"
        name="every"
        value={every}
        choices={everyChoices}
        onChange={(next) => setValue("every", next, { shouldDirty: true })}
      />
      <TextField
        name="firstDate"
        label="First charge"
        type="date"
        min={today}
        className="sm:max-w-xs"
        description={
          firstDate === today
            ? "Today: the first charge is made within a minute."
            : "Due at midnight in Colombo on that day."
        }
      />
    </>
  );
}

/** Never, on a date, or after a number of charges. */
function EndFields() {
  const { control, setValue } = useFormContext<ScheduleValues>();
  const ends = useWatch({ control, name: "ends" });
  return (
    <>
      <ChoiceGroup<EndsChoice>
        legend="Ends"
        name="ends"
        value={ends}
        choices={endChoices}
        onChange={(next) => setValue("ends", next, { shouldDirty: true })}
      />
      {ends === "date" ? (
        <TextField name="endsOn" label="End date" type="date" className="sm:max-w-xs" />
      ) : null}
      {ends === "count" ? (
        <TextField
          name="maxCharges"
          label="Number of charges"
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-xs"
          description="Counted from the first charge."
        />
      ) : null}
    </>
  );
}
