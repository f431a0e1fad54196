import { COLOMBO_OFFSET } from "@/lib/dates";
import { formatIsoWithOffset } from "@/lib/format";

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** An instant as the value of a datetime-local input, in Colombo wall-clock time ("2026-11-22T13:45"). */
export function toColomboInput(iso: string | null | undefined): string {
  if (!iso) return "";
  try {
    return formatIsoWithOffset(iso).slice(0, 16);
  } catch {
    return "";
  }
}

/**
 * A datetime-local value read as Colombo time, as the UTC ISO string the API stores. Empty stays
 * undefined; anything unreadable is passed on unchanged so the contract's schema reports it.
 */
export function fromColomboInput(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  if (!LOCAL_INPUT.test(text)) return text;
  const date = new Date(`${text.length === 16 ? `${text}:00` : text}${COLOMBO_OFFSET}`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}
