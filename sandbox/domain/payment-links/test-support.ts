import type { TestSandbox } from "@/sandbox/testing/harness";

// Shared by the payment-link integration tests.

export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UNKNOWN_ID = "5f0c7a3e-2b7d-4c39-9a51-0d6e1f2a3b4c";

export const fixedLink = { name: "Ceylon tea", currency: "USDT", allowCustomAmount: false, amount: 12.5 };
export const customLink = {
  name: "Donation",
  currency: "LKR",
  allowCustomAmount: true,
  minAmount: 100,
  maxAmount: 5000,
};

/** Helpers bound to the file's sandbox, which only exists once beforeAll has run. */
export function linkTestClients(current: () => TestSandbox) {
  return {
    async merchantClient() {
      const merchant = await current().createMerchant({ name: "Spice Co" });
      return { merchant, api: current().client(merchant.apiKey) };
    },
    /** The sandbox clock's now, in epoch milliseconds. */
    async sandboxNow(): Promise<number> {
      return Date.parse((await current().control("GET", "/sandbox/clock")).body.now);
    },
  };
}
