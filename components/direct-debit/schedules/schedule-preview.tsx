"use client";

import { useWatch } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type ChargeSchedule, dueDatesFrom, type KnownRate } from "@/lib/charge-schedules";
import { isDateOnly } from "@/lib/dates";
import { endOf, type ScheduleValues } from "./schedule-form-values";
import { dayWords, lkrLine, monthEndNote, nextDatesOf } from "./schedule-words";

const COUNT_WORDS = ["five", "one", "two", "three", "four", "five"];

/**
 * Beside the form, what will happen as typed: the next five due dates (a shorter month's last day said so)
 * and, for a USDT contract, about how much that is in LKR at the last rate the console saw.
 */
export function SchedulePreview({
  currency,
  rate,
  schedule,
}: {
  currency: "USDT" | "LKR";
  rate: KnownRate | null;
  /** The schedule being edited: its dates go on from its next due date. */
  schedule?: ChargeSchedule;
}) {
  const values = useWatch<ScheduleValues>() as ScheduleValues;
  const end = endOf(values);
  const dates = schedule
    ? nextDatesOf(schedule, end)
    : isDateOnly(values.firstDate)
      ? dueDatesFrom({ every: values.every, firstDate: values.firstDate, ...end }, 0, 5)
      : [];
  const note = monthEndNote(schedule ?? values, dates);
  const lkr = currency === "USDT" ? lkrLine(values.amount, rate) : null;
  return (
    <Card className="min-w-0 content-start" aria-labelledby="schedule-preview-title">
      <CardHeader>
        <CardTitle id="schedule-preview-title">What will happen</CardTitle>
        <CardDescription>Charges fall due at midnight in Colombo (Asia/Colombo).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <section aria-labelledby="schedule-next-dates" className="grid gap-2">
          <h3 id="schedule-next-dates" className="font-medium">
            {dates.length === 1 ? "The next date" : `The next ${COUNT_WORDS[dates.length] ?? "five"} dates`}
          </h3>
          {dates.length > 0 ? (
            <ol className="grid gap-1 tabular-nums" aria-label="Next charge dates">
              {dates.map((date) => (
                <li key={date}>{dayWords(date)}</li>
              ))}
            </ol>
          ) : (
            <p className="text-muted-foreground">
              {schedule ? "Nothing more falls due." : "Choose the first charge's date to see them."}
            </p>
          )}
          {note ? <p className="text-muted-foreground">{note}</p> : null}
        </section>
        {lkr ? (
          <section aria-labelledby="schedule-lkr" className="grid gap-1">
            <h3 id="schedule-lkr" className="font-medium">
              In LKR
            </h3>
            <p className="text-muted-foreground" aria-live="polite">
              {lkr}
            </p>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
