import type { HandlerMap, RouteRegistrar } from "../http/types";
import { registerPageAssets } from "../pages/assets";
import type { Job } from "../services";
import { branchHandlers } from "./branches";
import {
  directDebitHandlers,
  directDebitJobs,
  registerDirectDebitControl,
  registerDirectDebitPages,
} from "./direct-debit";
import { offrampHandlers, offrampJobs, registerOfframpControl } from "./offramp";
import { paymentLinkHandlers, paymentLinkJobs, registerPaymentLinkPages } from "./payment-links";
import { paymentHandlers, paymentJobs, registerPaymentControl, registerPaymentPages } from "./payments";
import { registerWithdrawalControl, withdrawalHandlers } from "./withdrawals";

/** Every operation's handler; an operation missing here answers 501. */
export const handlers: HandlerMap = {
  ...paymentHandlers,
  ...paymentLinkHandlers,
  ...branchHandlers,
  ...directDebitHandlers,
  ...withdrawalHandlers,
  ...offrampHandlers,
};

/** Background work in the order it should run on each tick. */
export const jobs: Job[] = [...paymentJobs, ...paymentLinkJobs, ...directDebitJobs, ...offrampJobs];

export const controlRoutes: RouteRegistrar[] = [
  registerPaymentControl,
  registerDirectDebitControl,
  registerWithdrawalControl,
  registerOfframpControl,
];

export const pageRoutes: RouteRegistrar[] = [
  registerPageAssets,
  registerPaymentPages,
  registerPaymentLinkPages,
  registerDirectDebitPages,
];
