import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { bankAccountWords, endUserWords } from "@/components/forms/labels";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import {
  type CreateBankAccountBody,
  createBankAccountBodySchema,
  upsertAggregatorUserBodySchema,
} from "@/lib/payments-api/offramp";
import type { BankAccountFormValues } from "./bank-account-values";

// The payout forms' checks: the contract's schemas (and zod with them). The forms load this module when they
// are first focused or checked (components/forms/lazy-checks.ts), not with the payout flow.

/** The end-user step: the id as the service's upsert checks it. */
export const endUserResolver = wordedZodResolver(upsertAggregatorUserBodySchema, { words: endUserWords });

// The form holds text; the contract's schema, after blanks are dropped and the bank code is a number,
// decides what is valid, so the form and the BFF agree.
const bankAccountFormSchema = z
  .object({
    bankCode: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    beneficiaryMobile: z.string(),
    beneficiaryEmail: z.string(),
  })
  .transform(
    ({ bankCode, beneficiaryMobile, beneficiaryEmail, ...rest }): CreateBankAccountBody => ({
      ...rest,
      bankCode: bankCode === "" ? Number.NaN : Number(bankCode),
      beneficiaryMobile: beneficiaryMobile.trim() || undefined,
      beneficiaryEmail: beneficiaryEmail.trim() || undefined,
    }),
  )
  .pipe(createBankAccountBodySchema);

/** The new bank account form: its text turned into the body, checked by the contract's schema. */
export const bankAccountResolver: Resolver<BankAccountFormValues, unknown, CreateBankAccountBody> =
  wordedZodResolver(bankAccountFormSchema, { words: bankAccountWords });
