import type { ChargeSchedule, ContractCharge, ContractChargesAnswer } from "@/lib/charge-schedules";
import { contractFixture } from "./contract-fixture";

const CONTRACT_ID = contractFixture().id;

/** A schedule as the console's routes answer it: monthly, active, for tests to vary. */
export function scheduleFixture(overrides: Partial<ChargeSchedule> = {}): ChargeSchedule {
  return {
    id: "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
    contractId: CONTRACT_ID,
    amount: "6500.50",
    currency: "LKR",
    every: "month",
    firstDate: "2026-12-01",
    endsOn: null,
    maxCharges: null,
    productName: "Tea Club box",
    productDetail: null,
    state: "active",
    endedReason: null,
    nextDueDate: "2027-01-01",
    dueCount: 1,
    lastChargeFailed: false,
    createdBy: { id: "u_1", name: "Nimal Perera", email: "nimal@example.lk" },
    createdAt: "2026-11-30T04:00:00.000Z",
    updatedAt: "2026-11-30T04:00:00.000Z",
    ...overrides,
  };
}

/** One charge the console made, paid, for tests to vary. */
export function chargeFixture(overrides: Partial<ContractCharge> = {}): ContractCharge {
  return {
    id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
    contractId: CONTRACT_ID,
    scheduleId: null,
    dueDate: null,
    attempt: 1,
    state: "paid",
    paymentId: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
    amount: "6500.50",
    currency: "LKR",
    fees: null,
    failureReason: null,
    notBefore: null,
    madeBy: { id: "u_1", name: "Nimal Perera", email: "nimal@example.lk" },
    createdAt: "2026-11-30T04:00:00.000Z",
    updatedAt: "2026-11-30T04:01:00.000Z",
    ...overrides,
  };
}

/** GET …/contract-charges with nothing yet, for tests to fill. */
export function chargesAnswerFixture(overrides: Partial<ContractChargesAnswer> = {}): ContractChargesAnswer {
  return { charges: [], schedules: [], nextDue: null, rate: null, ...overrides };
}
