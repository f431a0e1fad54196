// Rounds of the index's sync, a minute apart, until the backfill is done and a round (with its branch pass)
// finds nothing new: the index as it stands once it has caught up with the service. Bounded; not settling
// within `rounds` throws.
import { eq } from "drizzle-orm";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { paymentIndexSync } from "@/server/db/schema";
import type { UpstreamClient } from "@/server/upstream/client";
import { syncRound } from "../sync";

export async function settleIndex(
  fx: ConsoleFixture,
  accountId: string,
  client: UpstreamClient,
  { budget = 40, rounds = 40 }: { budget?: number; rounds?: number } = {},
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const report = await syncRound(fx.handle.db, accountId, client, {
      budget,
      reserve: 0,
      now: () => new Date(Date.now() + round * 61_000),
    });
    const [state] = await fx.handle.db
      .select()
      .from(paymentIndexSync)
      .where(eq(paymentIndexSync.accountId, accountId));
    const quiet = report.discovered === 0 && report.attributed === 0 && report.branchPassComplete;
    if (quiet && state?.backfillDoneAt) return;
  }
  throw new Error(`the index did not settle in ${rounds} rounds`);
}
