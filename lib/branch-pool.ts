/**
 * GET /api/accounts/:accountId/settlements/branch-pool?branchId=…'s answer: one branch's unsettled pool, as
 * decimal text, or null when it could not be worked out now (server/approvals/branch-pool.ts).
 */
export interface BranchPoolAnswer {
  pool: {
    count: number;
    /** Net USDT of every payment in the pool. */
    usdt: string;
    /** Net LKR of the payments priced in LKR. */
    lkrOfLkrPriced: string;
    /** Net USDT of the payments priced in USDT, valued in LKR only when a request is made. */
    usdtOfUsdtPriced: string;
  } | null;
}
