import type { HandlerMap } from "../../http/types";
import { createPayment } from "./create-handler";
import { getPayment } from "./get-handler";
import { listPayments } from "./list-handler";

export { registerPaymentPages } from "../../pages/checkout";
export { registerPaymentControl } from "./control";
export { checkoutLinkFor, type InsertPaymentInput, insertPayment } from "./create";
export { emitPaymentEvent, paymentEventBody } from "./events";
export { expireDuePayments, paymentJobs } from "./expiry";
export { findPaymentFresh } from "./get-handler";
export { presentPayment, presentPaymentListItem } from "./present";
export { transitionPayment } from "./transitions";
export type { PaymentRow, PaymentTarget } from "./types";

export const paymentHandlers = {
  createPayment,
  getPayment,
  listPayments,
} satisfies HandlerMap;
