const MASK = "••••";

/** "••••1234": only the last four characters of a bank account number are ever shown. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, "");
  return `${MASK}${compact.slice(-4)}`;
}
