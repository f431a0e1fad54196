import { z } from "zod";

export const WEB_ADDRESS_MESSAGE = "Enter a web address starting with https:// or http://";

/**
 * An absolute http: or https: URL. The payments service stores any scheme it can parse (`javascript:…`
 * included) and sends customers to it; the console only helps create addresses a browser opens as a page.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
}

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
