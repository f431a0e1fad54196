import type { BankAccount } from "@/lib/payments-api/offramp";

/** An end-user's bank account as the service returns it. */
export const bankAccountFixture: BankAccount = {
  userBankId: "7d1f0c2a-3b4e-4f5a-8b6c-9d0e1f2a3b4c",
  bankCode: 7010,
  bankName: "Bank of Ceylon",
  accountNumber: "8001234567",
  accountName: "Nimal Perera",
  beneficiaryMobile: null,
  beneficiaryEmail: null,
  createdAt: "2026-11-01T04:01:00.000Z",
};
