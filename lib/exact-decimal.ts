import { DECIMAL_STRING, quoteAmount as quote } from "./decimal-string";

// Exact decimal arithmetic on BigInt, for the browser and the server alike: a value is a sign, a whole
// number of units and a scale (value = units × 10^-scale). It answers to the part of decimal.js's interface
// the console uses, with decimal.js's results to the last digit (lib/exact-decimal.test.ts checks them
// against decimal.js on random values): sums, products and quotients are rounded to 40 significant digits,
// half up unless a context says otherwise; the constructor and comparisons never round.

/** The rounding modes the console uses (truncation, floor, ceiling, half up), by decimal.js's numbers. */
export const ROUND_DOWN = 1;
export const ROUND_CEIL = 2;
export const ROUND_FLOOR = 3;
export const ROUND_HALF_UP = 4;
export type RoundingMode = 1 | 2 | 3 | 4;

/** Significant digits kept by sums, products and quotients, and how the rest is rounded. */
export interface Context {
  precision: number;
  rounding: RoundingMode;
}

export const DEFAULT_CONTEXT: Readonly<Context> = { precision: 40, rounding: ROUND_HALF_UP };

// Exponents beyond this are not amounts, and would make BigInts of any size.
const MAX_EXPONENT = 1_000;

const powers: bigint[] = [1n];
function pow10(n: number): bigint {
  for (let i = powers.length; i <= n; i++) powers.push((powers[i - 1] as bigint) * 10n);
  return powers[n] as bigint;
}

function digitCount(units: bigint): number {
  return units === 0n ? 1 : units.toString().length;
}

export type ExactDecimalInput = string | number | ExactDecimal;

/**
 * Rounds `units` (a magnitude) by dropping its last `drop` digits; `sticky` says nonzero digits lie beyond
 * those. `negative` is the value's sign, for the modes that round toward an infinity.
 */
function roundUnits(
  units: bigint,
  drop: number,
  sticky: boolean,
  negative: boolean,
  mode: RoundingMode,
): bigint {
  if (drop <= 0) return units;
  const divisor = pow10(drop);
  const kept = units / divisor;
  const rest = units % divisor;
  if (rest === 0n && !sticky) return kept;
  const half = divisor / 2n;
  const above = rest > half || (rest === half && sticky);
  const tie = rest === half && !sticky;
  let up: boolean;
  switch (mode) {
    case ROUND_DOWN:
      up = false;
      break;
    case ROUND_CEIL:
      up = !negative;
      break;
    case ROUND_FLOOR:
      up = negative;
      break;
    case ROUND_HALF_UP:
      up = above || tie;
      break;
    default:
      throw new RangeError(`Unknown rounding mode: ${String(mode)}`);
  }
  return up ? kept + 1n : kept;
}

export class ExactDecimal {
  static readonly ROUND_DOWN = ROUND_DOWN;
  static readonly ROUND_CEIL = ROUND_CEIL;
  static readonly ROUND_FLOOR = ROUND_FLOOR;
  static readonly ROUND_HALF_UP = ROUND_HALF_UP;
  static readonly precision = DEFAULT_CONTEXT.precision;
  static readonly rounding = DEFAULT_CONTEXT.rounding;

  /** The magnitude in units of 10^-scale; never negative. */
  readonly units: bigint;
  /** May be negative: 12e3 is 12 units at scale -3. */
  readonly scale: number;
  /** True for negative values and for negative zero (decimal.js keeps zero's sign too). */
  readonly negative: boolean;

  /** An exact copy of a number (its shortest round-trip text), a plain decimal string, or a decimal. */
  constructor(value: ExactDecimalInput) {
    if (value instanceof ExactDecimal) {
      this.units = value.units;
      this.scale = value.scale;
      this.negative = value.negative;
      return;
    }
    let text: string;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${quote(value)}`);
      text = Object.is(value, -0) ? "-0" : String(value);
    } else if (typeof value === "string") {
      text = value;
    } else if (typeof value === "object" && value !== null) {
      // Another decimal library's value, by its text.
      text = String(value);
    } else {
      throw new TypeError(`Not an amount: ${quote(value)}`);
    }
    if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal amount: ${quote(value)}`);
    const [mantissa = "", exponentText] = text.toLowerCase().split("e");
    const exponent = exponentText === undefined ? 0 : Number(exponentText);
    if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`Not an amount: ${quote(value)}`);
    const negative = mantissa.startsWith("-");
    const [whole = "", fraction = ""] = mantissa.replace(/^[+-]/, "").split(".");
    this.units = BigInt(`${whole}${fraction}` || "0");
    this.scale = fraction.length - exponent;
    this.negative = negative;
  }

  private static of(negative: boolean, units: bigint, scale: number): ExactDecimal {
    const value = Object.create(ExactDecimal.prototype) as {
      -readonly [K in keyof ExactDecimal]: ExactDecimal[K];
    };
    value.negative = negative;
    value.units = units;
    value.scale = scale;
    return value as ExactDecimal;
  }

  private static from(value: ExactDecimalInput): ExactDecimal {
    return value instanceof ExactDecimal ? value : new ExactDecimal(value);
  }

  /** The value rounded to `context.precision` significant digits. */
  private static rounded(
    negative: boolean,
    units: bigint,
    scale: number,
    context: Context,
    sticky = false,
  ): ExactDecimal {
    const drop = digitCount(units) - context.precision;
    if (drop <= 0 && !sticky) return ExactDecimal.of(negative, units, scale);
    // A sticky remainder is always below the last digit kept: callers give at least one digit more.
    const kept = roundUnits(units, Math.max(drop, 0), sticky, negative, context.rounding);
    return ExactDecimal.of(negative, kept, scale - Math.max(drop, 0));
  }

  /** Both magnitudes at one scale. */
  private static aligned(x: ExactDecimal, y: ExactDecimal): [bigint, bigint, number] {
    const scale = Math.max(x.scale, y.scale);
    return [x.units * pow10(scale - x.scale), y.units * pow10(scale - y.scale), scale];
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  /** Zero counts with its sign, as in decimal.js: 0 is positive, -0 negative. */
  isPositive(): boolean {
    return !this.negative;
  }

  isNegative(): boolean {
    return this.negative;
  }

  isFinite(): boolean {
    return true;
  }

  /** -1, 0 or 1; zeros of either sign are equal. */
  cmp(other: ExactDecimalInput): -1 | 0 | 1 {
    const y = ExactDecimal.from(other);
    const xSign = this.units === 0n ? 0 : this.negative ? -1 : 1;
    const ySign = y.units === 0n ? 0 : y.negative ? -1 : 1;
    if (xSign !== ySign) return xSign < ySign ? -1 : 1;
    if (xSign === 0) return 0;
    const [a, b] = ExactDecimal.aligned(this, y);
    if (a === b) return 0;
    return a < b !== xSign < 0 ? -1 : 1;
  }

  comparedTo(other: ExactDecimalInput): -1 | 0 | 1 {
    return this.cmp(other);
  }

  eq(other: ExactDecimalInput): boolean {
    return this.cmp(other) === 0;
  }

  equals(other: ExactDecimalInput): boolean {
    return this.cmp(other) === 0;
  }

  lt(other: ExactDecimalInput): boolean {
    return this.cmp(other) < 0;
  }

  lte(other: ExactDecimalInput): boolean {
    return this.cmp(other) <= 0;
  }

  gt(other: ExactDecimalInput): boolean {
    return this.cmp(other) > 0;
  }

  gte(other: ExactDecimalInput): boolean {
    return this.cmp(other) >= 0;
  }

  abs(): ExactDecimal {
    return ExactDecimal.of(false, this.units, this.scale);
  }

  neg(): ExactDecimal {
    return ExactDecimal.of(!this.negative, this.units, this.scale);
  }

  negated(): ExactDecimal {
    return this.neg();
  }

  plus(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    const y = ExactDecimal.from(other);
    if (this.negative !== y.negative) return this.minus(y.neg(), context);
    // decimal.js: x + 0 is x, 0 + y is y (each rounded), whatever the zero's sign.
    if (y.units === 0n) return ExactDecimal.rounded(this.negative, this.units, this.scale, context);
    if (this.units === 0n) return ExactDecimal.rounded(y.negative, y.units, y.scale, context);
    const [a, b, scale] = ExactDecimal.aligned(this, y);
    return ExactDecimal.rounded(this.negative, a + b, scale, context);
  }

  minus(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    const y = ExactDecimal.from(other);
    if (this.negative !== y.negative) return this.plus(y.neg(), context);
    const zero = () => ExactDecimal.of(context.rounding === ROUND_FLOOR, 0n, 0);
    if (this.units === 0n && y.units === 0n) return zero();
    if (this.units === 0n) return ExactDecimal.rounded(!y.negative, y.units, y.scale, context);
    if (y.units === 0n) return ExactDecimal.rounded(this.negative, this.units, this.scale, context);
    const [a, b, scale] = ExactDecimal.aligned(this, y);
    if (a === b) return zero();
    return a > b
      ? ExactDecimal.rounded(this.negative, a - b, scale, context)
      : ExactDecimal.rounded(!this.negative, b - a, scale, context);
  }

  times(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    const y = ExactDecimal.from(other);
    const negative = this.negative !== y.negative;
    if (this.units === 0n || y.units === 0n) return ExactDecimal.of(negative, 0n, 0);
    return ExactDecimal.rounded(negative, this.units * y.units, this.scale + y.scale, context);
  }

  mul(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    return this.times(other, context);
  }

  /** The quotient, correctly rounded to the context's significant digits; throws when dividing by zero. */
  div(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    const y = ExactDecimal.from(other);
    if (y.units === 0n) throw new RangeError("Division by zero");
    const negative = this.negative !== y.negative;
    if (this.units === 0n) return ExactDecimal.of(negative, 0n, 0);
    // Enough digits for the precision and one more, so that the remainder only breaks ties.
    const shift = Math.max(0, context.precision + 1 - (digitCount(this.units) - digitCount(y.units)));
    const numerator = this.units * pow10(shift);
    const quotient = numerator / y.units;
    const sticky = numerator % y.units !== 0n;
    return ExactDecimal.rounded(negative, quotient, this.scale - y.scale + shift, context, sticky);
  }

  dividedBy(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    return this.div(other, context);
  }

  /** Rounded to `places` decimal places (half up unless told); keeps the sign of a value rounded to zero. */
  toDecimalPlaces(places?: number, rounding: RoundingMode = ROUND_HALF_UP): ExactDecimal {
    if (places === undefined || this.scale <= places) return this;
    checkPlaces(places);
    const units = roundUnits(this.units, this.scale - places, false, this.negative, rounding);
    return ExactDecimal.of(this.negative, units, places);
  }

  toDP(places?: number, rounding: RoundingMode = ROUND_HALF_UP): ExactDecimal {
    return this.toDecimalPlaces(places, rounding);
  }

  /** The whole number at or below (floor), at or above (ceil), or nearest, half up (round). */
  floor(): ExactDecimal {
    return this.toDecimalPlaces(0, ROUND_FLOOR);
  }

  ceil(): ExactDecimal {
    return this.toDecimalPlaces(0, ROUND_CEIL);
  }

  round(): ExactDecimal {
    return this.toDecimalPlaces(0, ROUND_HALF_UP);
  }

  /** The remainder of a division truncated toward zero, with this value's sign (decimal.js's default). */
  mod(other: ExactDecimalInput, context: Context = DEFAULT_CONTEXT): ExactDecimal {
    const y = ExactDecimal.from(other);
    if (y.units === 0n) throw new RangeError("Division by zero");
    if (this.units === 0n) return this;
    const [a, b, scale] = ExactDecimal.aligned(this, y);
    const rest = a % b;
    if (rest === 0n) return ExactDecimal.of(context.rounding === ROUND_FLOOR, 0n, 0);
    return ExactDecimal.rounded(this.negative, rest, scale, context);
  }

  /** Decimal places once trailing zeros are gone: "1.50" has 1. */
  decimalPlaces(): number {
    return Math.max(0, this.trimmed().scale);
  }

  /** Plain notation: every digit without `places`; exactly `places` decimals (rounded half up unless told). */
  toFixed(places?: number, rounding: RoundingMode = ROUND_HALF_UP): string {
    const sign = this.negative && this.units !== 0n ? "-" : "";
    if (places === undefined) return sign + plainDigits(this.trimmed());
    checkPlaces(places);
    const rounded = this.toDecimalPlaces(places, rounding);
    const units = rounded.units * pow10(Math.max(0, places - rounded.scale));
    return sign + plainDigits({ units, scale: places });
  }

  /** decimal.js's text: plain, or exponential when the first digit is at 10^21 or beyond, or at 10^-7 or below. */
  toString(): string {
    const sign = this.negative && this.units !== 0n ? "-" : "";
    return sign + this.unsignedText();
  }

  /** As toString, but negative zero is "-0". */
  valueOf(): string {
    return (this.negative ? "-" : "") + this.unsignedText();
  }

  /** As valueOf, as in decimal.js. */
  toJSON(): string {
    return this.valueOf();
  }

  toNumber(): number {
    return Number(this.valueOf());
  }

  private trimmed(): { units: bigint; scale: number } {
    let { units, scale } = this;
    if (units === 0n) return { units, scale: 0 };
    while (units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    return { units, scale };
  }

  private unsignedText(): string {
    const { units, scale } = this.trimmed();
    const digits = units.toString();
    const exponent = digits.length - 1 - scale;
    if (units !== 0n && (exponent <= -7 || exponent >= 21)) {
      const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
      return `${mantissa}e${exponent < 0 ? "-" : "+"}${Math.abs(exponent)}`;
    }
    return plainDigits({ units, scale });
  }
}

function checkPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > MAX_EXPONENT)
    throw new RangeError(`Not a number of decimal places: ${places}`);
}

/** A magnitude as plain digits, exactly `scale` decimals when positive. */
function plainDigits({ units, scale }: { units: bigint; scale: number }): string {
  if (scale <= 0) return units === 0n ? "0" : units.toString() + "0".repeat(-scale);
  const digits = units.toString().padStart(scale + 1, "0");
  return `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}
