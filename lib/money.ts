import DecimalJs from "decimal.js";
import {
  CURRENCY_DECIMALS,
  type Currency,
  DECIMAL_STRING,
  type DecimalInput,
  quoteAmount,
} from "./decimal-text";

// A private constructor so no other module's global Decimal settings can change how money rounds.
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

// Intermediate products and quotients truncate at their 40th digit: a value truncated before the final
// half-up rounding can never be pushed across a ".5" boundary, which rounding half-up twice could do.
const Truncating = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_DOWN });

export type { Currency, DecimalInput } from "./decimal-text";
export { CURRENCY_DECIMALS };

const quote = quoteAmount;

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
  if (DecimalJs.isDecimal(value)) {
    if (!value.isFinite()) throw new RangeError(`Not a finite amount: ${quote(value)}`);
    return new Decimal(value);
  }
  throw new TypeError(`Not an amount: ${quote(value)}`);
}

function roundTo(x: DecimalInput, places: number): Decimal {
  const rounded = decimal(x).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP);
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
  return new Decimal(new Truncating(decimal(a)).times(new Truncating(decimal(b))));
}

/** a ÷ b, exact enough for any later rounding to 6 or 2 places. */
export function divide(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = decimal(b);
  if (divisor.isZero()) throw new RangeError("Division by zero");
  return new Decimal(new Truncating(decimal(a)).div(new Truncating(divisor)));
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
