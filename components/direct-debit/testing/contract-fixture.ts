import type { Contract } from "@/lib/payments-api/direct-debit";

/** A contract as the service returns it, signed, for tests to vary. */
export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: "5d9a0c1e-2b3f-4a6d-8e7f-9a0b1c2d3e4f",
    merchantId: "m_1",
    branchId: null,
    paymentProvider: "EXCHANGEA_PAY",
    merchantContractCode: "TEACLUB0001",
    preContractId: "PC123456789012345678",
    contractId: 481516234200,
    bizId: "BIZ0000000000000000000001",
    serviceName: "Tea Club, monthly box",
    scenarioId: "0b6f8f0e-3c1d-4a2b-9e7f-5d4c3b2a1f00",
    currency: "LKR",
    singleUpperLimit: 40.6,
    singleUpperLimitLkr: 12000,
    slippageBps: 150,
    periodic: false,
    contractEndTime: "2027-11-20T04:00:00.000Z",
    requestExpireTime: "2026-11-20T04:15:00.000Z",
    openUserId: "OU00000000000000000001",
    merchantAccountNo: "2088000000000001",
    status: "SIGNED",
    contractTerminationWay: null,
    contractTerminationTime: null,
    terminationNotes: null,
    paymentCount: 0,
    totalAmountCharged: 0,
    lastPaymentAt: null,
    webhookUrl: null,
    createdAt: "2026-11-20T04:00:00.000Z",
    updatedAt: "2026-11-20T04:05:00.000Z",
    ...overrides,
  };
}
