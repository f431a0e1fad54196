import { type Currency, compareDecimal, type DecimalInput, plainDecimal, sumText } from "./decimal-text";
import { formatAmount } from "./format";

// Whether the float covers a payout, exactly (decimal text, never floats), and the shortfall in words a
// person acts on before anyone commits or approves.

const LKR: Currency = "LKR";

/** needed − balance as exact decimal text ("500.25"), or null when the balance covers it. */
export function floatShortBy(balanceLkr: DecimalInput, neededLkr: DecimalInput): string | null {
  if (compareDecimal(balanceLkr, neededLkr) >= 0) return null;
  const plain = plainDecimal(balanceLkr);
  const negated = plain.startsWith("-") ? plain.slice(1) : `-${plain}`;
  return sumText([neededLkr, negated]);
}

/**
 * "The float holds LKR 1,000.00; this payout needs LKR 1,500.50: LKR 500.50 short." or null when the float
 * covers the payout.
 */
export function floatShortfallWords(balanceLkr: DecimalInput, neededLkr: DecimalInput): string | null {
  const short = floatShortBy(balanceLkr, neededLkr);
  if (short === null) return null;
  return `The float holds ${formatAmount(balanceLkr, LKR)}; this payout needs ${formatAmount(neededLkr, LKR)}: ${formatAmount(short, LKR)} short.`;
}
