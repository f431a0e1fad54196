// Request bodies for the payments integration tests.

export function customerBilling(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Nimal",
    lastName: "Perera",
    email: "nimal.perera@example.lk",
    phone: "+94771234567",
    address: "12 Galle Road",
    city: "Colombo",
    ...overrides,
  };
}

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: 25,
    currency: "USDT",
    provider: "EXCHANGEA",
    goods: [{ name: "Ceylon tea", description: "250 g loose leaf" }],
    customerBilling: customerBilling(),
    ...overrides,
  };
}

/** Unix seconds `offsetSeconds` from `from` (an ISO timestamp or Date). */
export function unixSeconds(from: string | Date, offsetSeconds: number): number {
  return Math.floor(new Date(from).getTime() / 1000) + offsetSeconds;
}
