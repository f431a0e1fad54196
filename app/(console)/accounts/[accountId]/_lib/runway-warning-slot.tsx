import { FloatFollow } from "@/components/float/float-follow";
import type { AccountAccess } from "@/server/access/account-access";
import { runwayAnswerFor, seesRunwayWarning } from "@/server/float/runway-warning";

/**
 * The layout's float follower and runway banner: streamed in its own Suspense boundary, so a slow ledger
 * never holds the page; the browser keeps it current from there.
 */
export async function RunwayWarningSlot({ access }: { access: AccountAccess }) {
  if (!seesRunwayWarning(access)) return null;
  const answer = await runwayAnswerFor(access);
  return <FloatFollow accountId={access.account.id} initial={answer} />;
}
