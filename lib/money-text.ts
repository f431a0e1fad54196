import { plainDecimal } from "@/lib/decimal-text";

/**
 * Money as a person types it, read without ever changing it: "1,500.50" is 1500.50; "1.1234567" USDT, "1,5"
 * and an amount a JSON number cannot carry exactly are refused with a sentence, never rounded or cut.
 * Decimal text only (lib/decimal-text.ts): no digit passes through a float before it is known to survive one.
 */

/** Decimal places each kind of amount has: USDT 6, LKR 2, a payout's USDT 8 (docs/service-rules.md §4, §8). */
export const MONEY_PLACES = { USDT: 6, LKR: 2, PAYOUT_USDT: 8 } as const;
export type MoneyKind = keyof typeof MONEY_PLACES;

/** The hint under a money field, and the sentence that refuses more decimals: "Up to 2 decimal places". */
export function decimalsHint(kind: MoneyKind | number): string {
  const places = typeof kind === "number" ? kind : MONEY_PLACES[kind];
  return `Up to ${places} decimal places`;
}

export const NOT_AN_AMOUNT = "Enter an amount such as 1500 or 1,500.50";
export const COMMA_NOT_GROUPING = "Use a dot for decimals (1.5); a comma only separates thousands (1,500)";
export const TOO_MANY_DIGITS =
  "This amount has too many digits to be sent exactly; enter at most 15 significant digits";

export type MoneyText =
  | { kind: "blank" }
  | { kind: "ok"; value: string; number: number }
  | { kind: "refused"; message: string };

const PLAIN = /^\d*(\.\d*)?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * What was typed in a money field of `kind`: blank, the exact amount (a plain decimal string and the JSON
 * number that carries it exactly), or why it is refused.
 */
export function readMoneyText(text: string, kind: MoneyKind | number): MoneyText {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (trimmed === "") return { kind: "blank" };
  let digits: string;
  if (GROUPED.test(trimmed)) digits = trimmed.replaceAll(",", "");
  else if (trimmed.includes(",")) {
    return {
      kind: "refused",
      message: /^[\d,]*(\.\d*)?$/.test(trimmed) ? COMMA_NOT_GROUPING : NOT_AN_AMOUNT,
    };
  } else digits = trimmed;
  if (!PLAIN.test(digits) || !/\d/.test(digits)) return { kind: "refused", message: NOT_AN_AMOUNT };
  // Plain text without trailing zeros, exact to the last digit whatever the length: nothing rounds here.
  const value = plainDecimal(digits.endsWith(".") ? digits.slice(0, -1) : digits);
  const places = typeof kind === "number" ? kind : MONEY_PLACES[kind];
  if ((value.split(".")[1] ?? "").length > places) return { kind: "refused", message: decimalsHint(places) };
  const number = Number(value);
  if (!Number.isFinite(number) || plainDecimal(number) !== value)
    return { kind: "refused", message: TOO_MANY_DIGITS };
  return { kind: "ok", value, number };
}

/** Why a money field's text is refused, or null (blank is for the schema to judge as required). */
export function moneyTextProblem(text: string, kind: MoneyKind | number): string | null {
  const read = readMoneyText(text, kind);
  return read.kind === "refused" ? read.message : null;
}

/**
 * The JSON number of a money field for the body: undefined when blank, the exact number when accepted, and
 * NaN when refused (the form's own rule has already said why, on the field).
 */
export function moneyTextNumber(text: string, kind: MoneyKind | number): number | undefined {
  const read = readMoneyText(text, kind);
  if (read.kind === "blank") return undefined;
  return read.kind === "ok" ? read.number : Number.NaN;
}

/** A stored amount as a plain decimal for an input: 1e-7 → "0.0000001", 1500.5 → "1500.5"; blank for none. */
export function moneyInputText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return plainDecimal(value);
}
