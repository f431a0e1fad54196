import type { HandlerMap } from "../../http/types";
import { createWithdrawal } from "./create-withdrawal";
import { getWithdrawal } from "./detail";
import { listWithdrawals } from "./list-withdrawals";

export { registerWithdrawalControl } from "./control";
export { type ReviewDecision, reviewWithdrawal } from "./review";

export const withdrawalHandlers = {
  createWithdrawal,
  listWithdrawals,
  getWithdrawal,
} satisfies HandlerMap;
