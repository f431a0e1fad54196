// A customer on a payment link's hosted page (/l/:slug): who they are and the form they send.
import type { TestSandbox } from "./harness";

/** The billing fields a customer types on the page. */
export const LINK_CUSTOMER = {
  firstName: "Nimal",
  lastName: "Perera",
  email: "nimal@example.com",
  phone: "+94771234567",
  address: "1 Galle Road, Colombo",
};

/** Sends the page's form as a browser would, without following the redirect to checkout. */
export function submitLinkForm(sandbox: TestSandbox, slug: string, fields: Record<string, string>) {
  return fetch(`${sandbox.url}/l/${slug}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}
