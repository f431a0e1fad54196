import { z } from "zod";
import { RUNWAY_THRESHOLD_MAX_DAYS, RUNWAY_THRESHOLD_MIN_DAYS } from "@/lib/float-runway";

// The runway warning threshold as the settings form sends it: whole days typed as text, blank for none.

export const runwayThresholdFormSchema = z.object({
  accountId: z.string().min(1),
  days: z
    .string()
    .trim()
    .refine((text) => text === "" || /^\d+$/.test(text), "Enter whole days, like 14, or leave it blank")
    .refine(
      (text) =>
        text === "" ||
        (Number(text) >= RUNWAY_THRESHOLD_MIN_DAYS && Number(text) <= RUNWAY_THRESHOLD_MAX_DAYS),
      `Enter between ${RUNWAY_THRESHOLD_MIN_DAYS} and ${RUNWAY_THRESHOLD_MAX_DAYS} days, or leave it blank`,
    ),
});

export type RunwayThresholdValues = z.input<typeof runwayThresholdFormSchema>;

/** The days the form's text stands for: null when blank (no warning). */
export function thresholdDaysOf(values: { days: string }): number | null {
  const text = values.days.trim();
  return text === "" ? null : Number(text);
}
