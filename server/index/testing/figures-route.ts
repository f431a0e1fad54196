// The dependencies of the overview's figure routes (figures, insights) in tests: this person's session on
// the fixture's accounts and database, the index read from the same database, at a fixed `now`.
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";

export const figuresRouteDeps = (fx: ConsoleFixture, userId: string | null, now: Date) => ({
  sessionUserId: async () => userId,
  accounts: () => fx.accounts,
  figuresDb: () => fx.handle.db,
  db: () => fx.handle.db,
  now: () => now,
  log: () => {},
});
