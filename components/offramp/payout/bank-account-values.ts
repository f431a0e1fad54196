// The new bank account form's values, without zod: the form and its checks (payout-form-schema.ts) both
// read this module, neither reads the other.

/** What the form holds: text as typed; the checks turn it into the body. */
export interface BankAccountFormValues {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  beneficiaryMobile: string;
  beneficiaryEmail: string;
}

export const emptyBankAccountValues: BankAccountFormValues = {
  bankCode: "",
  accountNumber: "",
  accountName: "",
  beneficiaryMobile: "",
  beneficiaryEmail: "",
};

/** The fields a refusal of the service may name. */
export const bankAccountFields = [
  "bankCode",
  "accountNumber",
  "accountName",
  "beneficiaryMobile",
  "beneficiaryEmail",
] as const;
