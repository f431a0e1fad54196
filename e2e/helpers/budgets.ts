import type { Served } from "./served-size";

// The first-load JavaScript budgets, in kB of brotli as the console serves it (1 kB = 1,000 bytes): held by
// `e2e/budgets.spec.ts` for every route, reported by `npm run bench` for the pages it opens.

export const SIGNED_OUT_BUDGET_KB = 130;
export const CONSOLE_BUDGET_KB = 200;
/** The pages a person sees before signing in (`app/(auth)`); every other route is the console's. */
export const SIGNED_OUT_ROUTES = ["/sign-in", "/setup", "/invite/[token]"];

export const budgetOf = (route: string) =>
  SIGNED_OUT_ROUTES.includes(route) ? SIGNED_OUT_BUDGET_KB : CONSOLE_BUDGET_KB;

const bytes = (n: number) => n.toLocaleString("en");

/**
 * Why a route's first load is over its budget, in the bytes that were measured, or null when it is within:
 * "131,020 bytes brotli (150,310 gzip), over its budget of 130,000 bytes (130 kB) brotli by 1,020 bytes".
 */
export function overBudget(route: string, size: Served): string | null {
  const budget = budgetOf(route) * 1_000;
  if (size.brotli <= budget) return null;
  return (
    `${bytes(size.brotli)} bytes brotli (${bytes(size.gzip)} gzip), over its budget of ${bytes(budget)} bytes ` +
    `(${budgetOf(route)} kB) brotli by ${bytes(size.brotli - budget)} bytes`
  );
}
