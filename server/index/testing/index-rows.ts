// Payment index rows written by hand, for tests of what the console reads from its own index (figures,
// insights) around the edges of Colombo days; a paid payment is paid at its creation.
export function indexRow(
  accountId: string,
  id: string,
  status: string,
  amount: string,
  createdAt: string,
  extra: { branchId?: string | null; lkrAmount?: string | null; readWhole?: boolean } = {},
) {
  return {
    accountId,
    paymentId: id,
    amount,
    currency: "USDT",
    status,
    createdAt: new Date(createdAt),
    paidAt: status === "PAID" ? new Date(createdAt) : null,
    branchId: extra.branchId ?? null,
    lkrAmount: extra.lkrAmount ?? null,
    // A row read whole knows its LKR side (none: priced in USDT).
    ...(extra.readWhole ? { detailsReadAt: new Date(createdAt) } : {}),
  };
}
