import { Info } from "lucide-react";
import { formatAmount } from "@/lib/format";
import { autoApproveText, minimumText } from "../settlement-rules";

export interface Pool {
  lkr: number;
  usdt: number;
}

/**
 * What the service does with a request (docs/service-rules.md §7), said before anything is sent, so the
 * outcome never surprises: which payments, the minimum, automatic approval or review, one a day.
 */
export function WhatHappens({ branchName, pool }: { branchName: string | null; pool: Pool | undefined }) {
  const which = branchName
    ? `every paid payment of ${branchName} that is not in a settlement request yet`
    : "every paid payment of the merchant, at every branch, that is not in a settlement request yet";
  return (
    <section
      aria-labelledby="what-happens"
      className="grid gap-3 rounded-xl border bg-muted/40 p-4 text-sm sm:p-6"
    >
      <h2 id="what-happens" className="flex items-center gap-2 font-semibold">
        <Info className="size-4 text-muted-foreground" aria-hidden="true" />
        What the service will do
      </h2>
      <ul className="grid list-disc gap-2 pl-5 marker:text-muted-foreground">
        <li>
          It settles {which}: their net amount (after fees), counted in LKR, goes to the bank account the
          payments service has on file for the merchant. USDT payments are valued at the exchange rate of the
          moment of the request.
          {pool ? (
            <>
              {" "}
              Across the merchant, {formatAmount(pool.lkr, "LKR")} ({formatAmount(pool.usdt, "USDT")}) is
              waiting to be claimed now{branchName ? "; one branch's share is part of it" : ""}.
            </>
          ) : null}
        </li>
        <li>The net total must reach at least {minimumText}, or the request is refused.</li>
        <li>
          Below {autoApproveText} net it is approved at once and the transfer starts; at {autoApproveText} or
          more it waits for the platform&apos;s review, and you can follow the review on the request&apos;s
          page.
        </li>
        <li>
          One active request per day (Colombo time): while today&apos;s request is waiting for review or
          approved, another is refused. The payments it holds stay out of other requests until it is approved;
          if it is rejected, they return to the pool.
        </li>
        <li className="text-muted-foreground">
          These are the service&apos;s usual amounts; the merchant&apos;s agreement with the payments service
          may set others.
        </li>
      </ul>
    </section>
  );
}
