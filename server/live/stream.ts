import "server-only";
import type { AccessWatch } from "@/server/access/access-watch";
import type { AccessLookup, AccountAccess } from "@/server/access/account-access";
import { resolveAccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { eventsAfter, type LiveEvent, type LiveHub } from "./hub";

/** How many missed events a reconnecting stream is sent; beyond that it is told to refetch everything. */
export const REPLAY_LIMIT = 200;
const HEARTBEAT_MS = 20_000;

/**
 * Whether a member may hear of an event: the read permission of its resource, and for a member limited to
 * one branch, only resources of that branch (payouts are never theirs).
 */
export function mayHear(access: Pick<AccountAccess, "can" | "branchId">, event: LiveEvent): boolean {
  const permission =
    event.kind === "payment"
      ? "payments:read"
      : event.kind === "offramp"
        ? "offramp:read"
        : event.kind === "contract"
          ? "direct-debit:read"
          : "webhooks:read";
  if (!access.can(permission)) return false;
  if (access.branchId === null) return true;
  return event.kind !== "offramp" && event.kind !== "test" && event.branchId === access.branchId;
}

/** The event as the browser gets it: its branch stays on the server. */
function frame(event: LiveEvent): string {
  const { branchId: _branch, ...visible } = event;
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(visible)}\n\n`;
}

export interface StreamDeps {
  hub: LiveHub;
  db: ConsoleExecutor;
  /** Reads access from the database (no cache): the stream's re-checks. */
  accounts: AccessLookup;
  /** The instance's watch: the stream ends as soon as its access does (server/access/access-watch.ts). */
  watch: AccessWatch;
  /** The session the stream was opened with, and its sign-in time; the stream ends when it is signed out. */
  sessionId?: string | null;
  signedInAt?: number;
  /** When `access` was read (ms since the epoch): a change heard since then is checked at once. */
  accessReadAt?: number;
  /** Called once when the stream ends, however it ends. */
  onClose?: () => void;
}

/**
 * A server-sent event stream of one account for one member: first what they missed since `lastEventId`
 * (or a `resync` when it is too much), then each confirmed event as it arrives, with a comment every 20 s
 * to keep proxies from closing an idle connection. It ends when the member's access does: signed out,
 * removed, the user deactivated, a second factor required that they lack (heard within a second, from
 * any instance); a changed role or branch changes what it sends from then on.
 */
export function eventStream(
  access: AccountAccess,
  lastEventId: number | null,
  signal: AbortSignal,
  deps: StreamDeps,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const accountId = access.account.id;
  let current = access;
  let unsubscribe: (() => void) | null = null;
  let unguard: (() => void) | null = null;
  const timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;
  let ended = false;
  const end = () => {
    closed = true;
    unsubscribe?.();
    unguard?.();
    for (const timer of timers) clearInterval(timer);
    if (!ended) {
      ended = true;
      deps.onClose?.();
    }
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        end();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener("abort", close, { once: true });
      if (signal.aborted) {
        close();
        return;
      }
      // Reconnect after 3 s if the connection drops; the browser sends Last-Event-ID by itself.
      send("retry: 3000\n\n");
      try {
        const release = await deps.watch.guard(
          {
            userId: access.user.id,
            accountId,
            stillAllowed: async () => {
              const outcome = await resolveAccountAccess(
                access.user.id,
                accountId,
                deps.accounts,
                deps.sessionId ?? undefined,
                deps.signedInAt,
              );
              if (outcome.kind !== "member" || outcome.access.needsTwoFactor) return false;
              current = outcome.access;
              return true;
            },
            end: close,
          },
          deps.accessReadAt,
        );
        unguard = release;
        const subscription = await deps.hub.subscribe(accountId, {
          onEvent: (event) => {
            if (mayHear(current, event)) send(frame(event));
          },
          onGap: () => send("event: resync\ndata: {}\n\n"),
        });
        unsubscribe = subscription;
        // Closed while subscribing: nothing unsubscribed the new subscription yet.
        if (closed) {
          subscription();
          release();
          return;
        }
      } catch (error) {
        end();
        throw error;
      }
      if (lastEventId !== null) {
        const missed = await eventsAfter(deps.db, accountId, lastEventId, REPLAY_LIMIT);
        if (missed.length >= REPLAY_LIMIT) send("event: resync\ndata: {}\n\n");
        else for (const event of missed) if (mayHear(current, event)) send(frame(event));
      }
      send(": connected\n\n");
      timers.push(setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS));
    },
    cancel() {
      end();
    },
  });
}
