import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { type WebhookInboxRow, webhookInbox } from "@/server/db/schema";
import { logger } from "@/server/log";
import { type NoticeListener, noticeListener } from "./listener";
import { EVENTS_CHANNEL, parseNotice } from "./notify";

/** What a browser learns of one confirmed event: enough to know which of its queries went stale. */
export interface LiveEvent {
  id: number;
  type: string;
  kind: "payment" | "offramp" | "contract" | "test";
  resourceId: string | null;
  status: string | null;
  /** The resource's branch, when it has one; used to decide who may hear of it, not sent to browsers. */
  branchId: string | null;
}

export type LiveSubscriber = {
  onEvent(event: LiveEvent): void;
  /** The instance lost its listening connection for a while: refetch, something may have been missed. */
  onGap(): void;
};

export function liveEventOf(row: WebhookInboxRow): LiveEvent | null {
  if (row.confirmation !== "confirmed") return null;
  const kind = row.resourceKind;
  if (kind !== "payment" && kind !== "offramp" && kind !== "contract" && kind !== "test") return null;
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const resourceId =
    kind === "contract"
      ? String(payload.contractId ?? "")
      : kind === "test"
        ? null
        : String(payload.paymentId ?? "");
  return {
    id: row.id,
    type: row.eventType,
    kind,
    resourceId: resourceId || null,
    status: row.resourceStatus,
    branchId: row.resourceBranchId,
  };
}

/** Confirmed events of an account after an event id, oldest first: what a reconnecting stream missed. */
export async function eventsAfter(
  db: ConsoleExecutor,
  accountId: string,
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(webhookInbox)
    .where(
      and(
        eq(webhookInbox.accountId, accountId),
        gt(webhookInbox.id, afterId),
        eq(webhookInbox.confirmation, "confirmed"),
      ),
    )
    .orderBy(webhookInbox.id)
    .limit(limit);
  return rows.flatMap((row) => liveEventOf(row) ?? []);
}

/**
 * The instance's fan-out: one listener for the whole process, and the open streams of each account. A
 * notice is turned into an event once (one query) and handed to every stream of that account.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private unlisten: (() => void) | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly db: () => ConsoleExecutor = getDb,
    private readonly listener: () => NoticeListener = noticeListener,
  ) {}

  async subscribe(accountId: string, subscriber: LiveSubscriber): Promise<() => void> {
    await this.ensureListening();
    let set = this.subscribers.get(accountId);
    if (!set) {
      set = new Set();
      this.subscribers.set(accountId, set);
    }
    set.add(subscriber);
    return () => {
      set?.delete(subscriber);
      if (set?.size === 0) this.subscribers.delete(accountId);
    };
  }

  /** How many streams of the account listen on this instance now. */
  streamsOf(accountId: string): number {
    return this.subscribers.get(accountId)?.size ?? 0;
  }

  /** Stops hearing events (the listener's connection stays for its other channels). */
  async stop(): Promise<void> {
    await this.starting?.catch(() => {});
    this.unlisten?.();
    this.unlisten = null;
    this.starting = null;
  }

  private ensureListening(): Promise<void> {
    this.starting ??= (async () => {
      this.unlisten = await this.listener().listen(EVENTS_CHANNEL, {
        notice: (payload) => {
          const notice = parseNotice(payload);
          if (notice)
            this.deliver(notice).catch((error: unknown) =>
              logger().warn("live event not delivered", { scope: "live", error: String(error) }),
            );
        },
        reconnected: () => {
          for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onGap();
        },
      });
    })();
    return this.starting;
  }

  private async deliver(notice: { accountId: string; eventId: number }): Promise<void> {
    const set = this.subscribers.get(notice.accountId);
    if (!set || set.size === 0) return;
    const [row] = await this.db().select().from(webhookInbox).where(eq(webhookInbox.id, notice.eventId));
    const event = row && row.accountId === notice.accountId ? liveEventOf(row) : null;
    if (!event) return;
    for (const subscriber of set) subscriber.onEvent(event);
  }
}

const slot = globalThis as typeof globalThis & { __liveHub?: LiveHub };

/** The process's hub (kept across Next's dev reloads). */
export function liveHub(): LiveHub {
  slot.__liveHub ??= new LiveHub();
  return slot.__liveHub;
}
