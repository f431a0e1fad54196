import type { Path, UseFormSetError } from "react-hook-form";
import { isBffError } from "@/data/bff";
import { formFieldOf, type NewPaymentValues } from "./new-payment-values";

export interface FormFailure {
  message: string;
  requestId: string | null;
}

const FORM_FIELDS = new Set([
  "amount",
  "currency",
  "provider",
  "goods",
  "customerBilling",
  "branchId",
  "expiresInMinutes",
  "merchantTradeNo",
  "webhookUrl",
]);

/**
 * Puts a refused create on the form: each 400 detail under the field it names (the first one focused),
 * anything else in one message with its request id. What was typed stays.
 */
export function applyPaymentError(
  setError: UseFormSetError<NewPaymentValues>,
  error: unknown,
): FormFailure | null {
  if (!isBffError(error))
    return { message: "Something went wrong. Nothing was created; try again.", requestId: null };
  const unplaced: string[] = [];
  let placed = 0;
  for (const detail of error.details) {
    const field = formFieldOf(detail.field);
    if (!FORM_FIELDS.has(field.split(".")[0] ?? "")) {
      unplaced.push(detail.message);
      continue;
    }
    // Paths built from the service's answer; react-hook-form accepts any string path at runtime.
    setError(
      field as Path<NewPaymentValues>,
      { type: "server", message: detail.message },
      { shouldFocus: placed === 0 },
    );
    placed++;
  }
  if (placed > 0 && unplaced.length === 0) return null;
  return { message: unplaced.length > 0 ? unplaced.join(" ") : error.message, requestId: error.requestId };
}
