import type { HandlerMap } from "../../http/types";
import { createDirectDebitContract } from "./create-contract";
import { executeDirectDebitPayment } from "./execute-payment";
import { getDirectDebitContract, listDirectDebitContracts } from "./list-contracts";
import { listDirectDebitScenarios } from "./scenarios";
import { syncDirectDebitContract, terminateDirectDebitContract } from "./signing";

export { registerDirectDebitPages } from "../../pages/contract-approval";
export { registerDirectDebitControl } from "./control";
export { directDebitJobs } from "./jobs";
export { seedScenarios } from "./scenarios";
export { approveContract } from "./signing";

export const directDebitHandlers = {
  listDirectDebitScenarios,
  createDirectDebitContract,
  listDirectDebitContracts,
  getDirectDebitContract,
  syncDirectDebitContract,
  terminateDirectDebitContract,
  executeDirectDebitPayment,
} satisfies HandlerMap;
