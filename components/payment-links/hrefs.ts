/** Console paths of the payment links pages. */
export const paymentLinksHref = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/payment-links`;

export const paymentLinkHref = (accountId: string, linkId: string) =>
  `${paymentLinksHref(accountId)}/${encodeURIComponent(linkId)}`;
