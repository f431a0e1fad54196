import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { createForwarder, type ForwarderOptions } from "../forwarder";

/**
 * The BFF's handlers as this person's browser meets them (null: signed out), on the fixture's accounts and
 * database, with no public URL and no log; `overrides` changes any of those.
 */
export function forwarderFor(
  fx: ConsoleFixture,
  userId: string | null,
  overrides: Partial<ForwarderOptions> = {},
): ReturnType<typeof createForwarder> {
  return createForwarder({
    sessionUserId: async () => userId,
    accounts: () => fx.accounts,
    db: () => fx.handle.db,
    publicUrl: () => undefined,
    log: () => {},
    ...overrides,
  });
}
