import { z } from "zod";
import { isWebAddress, WEB_ADDRESS_MESSAGE } from "./web-address-check";

export { isWebAddress, WEB_ADDRESS_MESSAGE };

/** A required web address, as typed in a form (surrounding spaces ignored). */
export const webAddressSchema = z.string().trim().refine(isWebAddress, WEB_ADDRESS_MESSAGE);

const optionalWebAddress = z.string().refine(isWebAddress, WEB_ADDRESS_MESSAGE).nullish();

/**
 * The form's stricter rule for the URL fields of an API body, beside the contract's schema: every named
 * field, when present, is a web address. Used as `z.intersection(contractSchema, webAddressFields([...]))`,
 * so both sides report their problems together and the body passes on unchanged.
 */
export function webAddressFields<const TField extends string>(fields: readonly TField[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, optionalWebAddress]));
  return z.object(shape as Record<TField, typeof optionalWebAddress>);
}
