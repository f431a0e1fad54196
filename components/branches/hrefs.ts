/** Console paths of the branches pages. */
export const branchesHref = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/branches`;

export const branchHref = (accountId: string, branchId: string) =>
  `${branchesHref(accountId)}/${encodeURIComponent(branchId)}`;
