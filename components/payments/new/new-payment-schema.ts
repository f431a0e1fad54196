import { z } from "zod";
import { paymentWords } from "@/components/forms/labels";
import { webAddressFields } from "@/components/forms/web-address";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { createPaymentBodySchema } from "@/lib/payments-api/payments";
import {
  formFieldOf,
  formOnlyProblems,
  type NewPaymentValues,
  toCreatePaymentBody,
} from "./new-payment-values";

/**
 * What the form checks before sending: the contract's body schema, and the console's own rule that the
 * webhook URL is a web address (the service would store any scheme).
 */
export const newPaymentBodySchema = z.intersection(createPaymentBodySchema, webAddressFields(["webhookUrl"]));

// The body is built when the form is checked, which on submit is the moment of sending: the expiry counts
// from then.
export const newPaymentResolver = wordedZodResolver(newPaymentBodySchema, {
  toBody: (values: NewPaymentValues) => toCreatePaymentBody(values, Date.now()),
  fieldOf: formFieldOf,
  check: formOnlyProblems,
  words: (values) => paymentWords(values.currency),
});
