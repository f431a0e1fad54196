import "server-only";
import { notFound } from "next/navigation";
import { branchChoicesOptions } from "@/components/branches/queries";
import { paymentLinkDetailOptions } from "@/components/payment-links/queries";
import type { AccountAccess } from "@/server/access/account-access";
import { fetchForPage, pageData } from "@/server/access/page-access";

/**
 * A link's pages (its detail and its edit form) both show the link and name its branch: the link and the
 * account's branch choices are read together into the page's cache, and a link the service does not know is
 * the 404 page. Answers the cache to hydrate the browser with, and the link ("unavailable" when the service
 * could not answer; the page then shows what it can).
 */
export async function loadLinkPageData(access: AccountAccess, accountId: string, linkId: string) {
  const { client, api } = pageData(access);
  const [link] = await Promise.all([
    fetchForPage(client, paymentLinkDetailOptions(accountId, linkId, api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);
  if (link === null) notFound();
  return { client, link };
}
