import { RunwayWarning } from "@/components/float/runway-warning";
import type { AccountAccess } from "@/server/access/account-access";
import { runwayWarningFor } from "@/server/float/runway-warning";

/** The layout's runway banner: streamed in its own Suspense boundary, so a slow ledger never holds the page. */
export async function RunwayWarningSlot({ access }: { access: AccountAccess }) {
  const warning = await runwayWarningFor(access);
  if (!warning) return null;
  return (
    <RunwayWarning
      accountId={access.account.id}
      runway={warning.runway}
      thresholdDays={warning.thresholdDays}
    />
  );
}
