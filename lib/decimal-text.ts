import { DECIMAL_STRING, quoteAmount } from "./decimal-string";
import type { ExactDecimal } from "./exact-decimal";

// Amounts as decimal text: the checks, formatting and sums the browser needs to show money, exact and
// without arithmetic objects (lib/money.ts rounds, multiplies and divides, on lib/exact-decimal.ts).

export type Currency = "USDT" | "LKR";
export type DecimalInput = string | number | ExactDecimal;

export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { USDT: 6, LKR: 2 };

/**
 * The amount as decimal text, checked: a JSON number as its shortest round-trip text (the digits the
 * service wrote), a string trimmed, a decimal as its own text. Throws on anything that is not a finite amount.
 */
export function decimalText(value: DecimalInput): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${quoteAmount(value)}`);
    return String(value);
  }
  if (typeof value !== "string" && (typeof value !== "object" || value === null))
    throw new TypeError(`Not an amount: ${quoteAmount(value)}`);
  const text = String(value).trim();
  if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal amount: ${quoteAmount(value)}`);
  return text;
}

interface Scaled {
  units: bigint;
  scale: number;
}

/** "-12.5e3" → { units: -12500n, scale: 0 }; "0.125" → { units: 125n, scale: 3 }. */
function scaled(text: string): Scaled {
  const [mantissa = "", exponentText] = text.toLowerCase().split("e");
  const negative = mantissa.startsWith("-");
  const unsigned = mantissa.replace(/^[+-]/, "");
  const [whole = "", fraction = ""] = unsigned.split(".");
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let digits = `${whole}${fraction}` || "0";
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: negative ? -units : units, scale };
}

function toText({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, "") : "";
  const text = fraction === "" ? whole : `${whole}.${fraction}`;
  return negative && text !== "0" ? `-${text}` : text;
}

/** The exact sum, as plain decimal text ("0" for none). */
export function sumText(values: Iterable<DecimalInput>): string {
  const parts = [...values].map((value) => scaled(decimalText(value)));
  const scale = Math.max(0, ...parts.map((part) => part.scale));
  let units = 0n;
  for (const part of parts) units += part.units * 10n ** BigInt(scale - part.scale);
  return toText({ units, scale });
}

/** The amount in plain notation, without exponent or trailing zeros: 1e-7 → "0.0000001", "2.50" → "2.5". */
export function plainDecimal(value: DecimalInput): string {
  return toText(scaled(decimalText(value)));
}

/** -1, 0 or 1 as a is below, equal to or above b, exactly. */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const x = scaled(decimalText(a));
  const y = scaled(decimalText(b));
  const scale = Math.max(x.scale, y.scale);
  const difference = x.units * 10n ** BigInt(scale - x.scale) - y.units * 10n ** BigInt(scale - y.scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
