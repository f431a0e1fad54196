// What every decimal reader (decimal-text, exact-decimal, money) accepts as an amount's text, and how it
// quotes a refused value: both shared, so the three refuse the same inputs with the same words.

// Plain decimal notation only: "0x1f", "Infinity" or "NaN" are not amounts.
export const DECIMAL_STRING = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A refused value as it appears in a message: quoted, and cut after 40 characters. */
export function quoteAmount(value: unknown): string {
  const text = String(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
