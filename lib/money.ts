import { DECIMAL_STRING, quoteAmount as quote } from "./decimal-string";
import { CURRENCY_DECIMALS, type Currency, type DecimalInput } from "./decimal-text";
import { ExactDecimal, ROUND_DOWN, ROUND_HALF_UP } from "./exact-decimal";

// Money arithmetic for the browser and the server: exact decimals on BigInt (lib/exact-decimal.ts), 40
// significant digits for sums, products and quotients, half up; no module's settings can change them.
export const Decimal = ExactDecimal;
export type Decimal = ExactDecimal;

// Intermediate products and quotients truncate at their 40th digit: a value truncated before the final
// half-up rounding can never be pushed across a ".5" boundary, which rounding half-up twice could do.
const TRUNCATING = { precision: 40, rounding: ROUND_DOWN } as const;

export type { Currency, DecimalInput } from "./decimal-text";
export { CURRENCY_DECIMALS };

export function decimal(value: DecimalInput): Decimal {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${quote(value)}`);
    return new Decimal(value);
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal amount: ${quote(value)}`);
    return new Decimal(text);
  }
  if (value instanceof ExactDecimal) return value;
  throw new TypeError(`Not an amount: ${quote(value)}`);
}

function roundTo(x: DecimalInput, places: number): Decimal {
  const rounded = decimal(x).toDecimalPlaces(places, ROUND_HALF_UP);
  // -0.001 rounds to -0; money has no negative zero.
  return rounded.isZero() ? new Decimal(0) : rounded;
}

export function roundUsdt(x: DecimalInput): Decimal {
  return roundTo(x, CURRENCY_DECIMALS.USDT);
}

export function roundLkr(x: DecimalInput): Decimal {
  return roundTo(x, CURRENCY_DECIMALS.LKR);
}

export function roundFor(currency: Currency, x: DecimalInput): Decimal {
  return roundTo(x, CURRENCY_DECIMALS[currency]);
}

/** The JSON number sent on the wire; rounds first when the currency is given. */
export function toApiNumber(x: DecimalInput, currency?: Currency): number {
  const value = currency ? roundFor(currency, x) : decimal(x);
  return value.toNumber();
}

/** a × b, exact enough for any later rounding to 6 or 2 places. */
export function multiply(a: DecimalInput, b: DecimalInput): Decimal {
  return decimal(a).times(decimal(b), TRUNCATING);
}

/** a ÷ b, exact enough for any later rounding to 6 or 2 places. */
export function divide(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = decimal(b);
  if (divisor.isZero()) throw new RangeError("Division by zero");
  return decimal(a).div(divisor, TRUNCATING);
}

function positiveRate(rate: DecimalInput): Decimal {
  const value = decimal(rate);
  if (value.lte(0)) throw new RangeError(`Exchange rate must be positive: ${quote(rate)}`);
  return value;
}

/** LKR → USDT at `rate` LKR per USDT, rounded half-up to 6 places. */
export function lkrToUsdt(lkr: DecimalInput, rate: DecimalInput): Decimal {
  return roundUsdt(divide(lkr, positiveRate(rate)));
}

/** USDT → LKR at `rate` LKR per USDT, rounded half-up to 2 places. */
export function usdtToLkr(usdt: DecimalInput, rate: DecimalInput): Decimal {
  return roundLkr(multiply(usdt, positiveRate(rate)));
}

export function sum(values: Iterable<DecimalInput>): Decimal {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(decimal(value));
  return total;
}
