import "server-only";
import type { AccessLookup, AccountAccess } from "@/server/access/account-access";
import { resolveAccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { eventsAfter, type LiveEvent, type LiveHub } from "./hub";

/** How many missed events a reconnecting stream is sent; beyond that it is told to refetch everything. */
export const REPLAY_LIMIT = 200;
const HEARTBEAT_MS = 20_000;
/** Membership is read again this often, so a member removed mid-stream stops hearing at once after. */
const RECHECK_MS = 60_000;

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
  accounts: AccessLookup;
  /** The session the stream was opened with; the stream ends soon after it is signed out. */
  sessionId?: string | null;
  /** Called once when the stream ends, however it ends. */
  onClose?: () => void;
}

/**
 * A server-sent event stream of one account for one member: first what they missed since `lastEventId`
 * (or a `resync` when it is too much), then each confirmed event as it arrives, with a comment every 20 s
 * to keep proxies from closing an idle connection.
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
  const timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;
  let ended = false;
  const end = () => {
    closed = true;
    unsubscribe?.();
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
        unsubscribe = await deps.hub.subscribe(accountId, {
          onEvent: (event) => {
            if (mayHear(current, event)) send(frame(event));
          },
          onGap: () => send("event: resync\ndata: {}\n\n"),
        });
      } catch (error) {
        end();
        throw error;
      }
      // Closed while subscribing: nothing unsubscribed the new subscription yet.
      if (closed) {
        unsubscribe();
        return;
      }
      if (lastEventId !== null) {
        const missed = await eventsAfter(deps.db, accountId, lastEventId, REPLAY_LIMIT);
        if (missed.length >= REPLAY_LIMIT) send("event: resync\ndata: {}\n\n");
        else for (const event of missed) if (mayHear(current, event)) send(frame(event));
      }
      send(": connected\n\n");
      timers.push(setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS));
      timers.push(
        setInterval(async () => {
          const outcome = await resolveAccountAccess(
            current.user.id,
            accountId,
            deps.accounts,
            deps.sessionId ?? undefined,
          ).catch(() => null);
          if (outcome?.kind === "member") current = outcome.access;
          else close();
        }, RECHECK_MS),
      );
    },
    cancel() {
      end();
    },
  });
}
