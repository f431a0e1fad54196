// The web-address rule without the schema library, for code that only needs to recognise one.

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
