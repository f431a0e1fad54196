// One "console instance" for integration tests: its own LISTEN connection, access notices, watch of open
// doors, live hub and remembered access, on a shared test database, as a separate process would have them.
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { LiveHub } from "@/server/live/hub";
import { NoticeListener } from "@/server/live/listener";
import { cachedAccessLookup } from "../access-cache";
import { AccessNotices } from "../access-notices";
import { AccessWatch } from "../access-watch";

export interface TestConsoleInstance {
  listener: NoticeListener;
  notices: AccessNotices;
  watch: AccessWatch;
  hub: LiveHub;
  /** The forwarder's remembered access, as the front server keeps it. */
  remembered: ReturnType<typeof cachedAccessLookup>;
  /** Resolves once access notices are heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function testConsoleInstance(fx: ConsoleFixture): TestConsoleInstance {
  const listener = new NoticeListener(() => fx.database.url);
  const notices = new AccessNotices(() => listener);
  const watch = new AccessWatch(() => notices);
  const hub = new LiveHub(
    () => fx.handle.db,
    () => listener,
  );
  const remembered = cachedAccessLookup(fx.accounts, { notices });
  return {
    listener,
    notices,
    watch,
    hub,
    remembered,
    ready: () => notices.start(),
    async close() {
      watch.stop();
      await hub.stop();
      await listener.stop();
    },
  };
}
