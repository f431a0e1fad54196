/** The direct-debit providers by name; the code stays beside the name where ids matter. */
export const directDebitProviderNames: Record<string, string> = {
  EXCHANGEA_PAY: "Exchange A Pay",
  EXCHANGEB_PAY: "Exchange B Pay",
  EXCHANGEC_PAY: "Exchange C Pay",
};

export function providerName(code: string): string {
  return directDebitProviderNames[code] ?? code;
}
