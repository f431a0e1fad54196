import "server-only";
import { z } from "zod";
import { type NoticeListener, noticeListener } from "@/server/live/listener";

/**
 * The channel on which the console database announces every change that alters someone's access: a
 * membership added, changed or removed, a session signed out, a user deactivated or their sessions ended,
 * a second factor added or removed, an account's two-factor rule, key or removal. Triggers send it
 * (migration 0011), so a change made by any instance, the CLI or psql is heard by every instance.
 */
export const ACCESS_CHANNEL = "console_access";

const noticeSchema = z.object({
  userId: z.uuid().optional(),
  accountId: z.uuid().optional(),
  sessionId: z.string().max(200).optional(),
});

/** Whose access may have changed: a user's (all accounts), an account's (all members), or both (one membership). */
export type AccessNotice = z.infer<typeof noticeSchema>;

export function parseAccessNotice(payload: string | undefined): AccessNotice | null {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload ?? ""));
    if (!parsed.success || (!parsed.data.userId && !parsed.data.accountId)) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Whether a notice may concern this user's access to this account (null: any of their accounts). */
export function concerns(notice: AccessNotice, userId: string, accountId: string | null): boolean {
  if (notice.userId !== undefined && notice.userId !== userId) return false;
  if (notice.accountId !== undefined && accountId !== null && notice.accountId !== accountId) return false;
  return true;
}

export interface AccessNoticeSubscriber {
  notice(notice: AccessNotice): void;
  /** Notices may have been missed (the connection was lost, or came back): forget or re-check everything. */
  reset(): void;
}

/** An instance's hearing of access notices, on its listener's connection. */
export class AccessNotices {
  private readonly subscribers = new Set<AccessNoticeSubscriber>();
  private started: Promise<void> | null = null;

  constructor(private readonly listener: () => NoticeListener = noticeListener) {}

  /** Whether notices are heard right now: while they are not, nothing remembered may be trusted. */
  get live(): boolean {
    return this.started !== null && this.listener().hears(ACCESS_CHANNEL);
  }

  /** Starts hearing (once); resolves when the first attempt to listen is over. */
  start(): Promise<void> {
    this.started ??= this.listener()
      .listen(ACCESS_CHANNEL, {
        notice: (payload) => {
          const notice = parseAccessNotice(payload);
          if (notice) for (const subscriber of this.subscribers) subscriber.notice(notice);
        },
        lost: () => this.resetAll(),
        reconnected: () => this.resetAll(),
      })
      .then(() => {});
    return this.started;
  }

  subscribe(subscriber: AccessNoticeSubscriber): () => void {
    this.subscribers.add(subscriber);
    void this.start();
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  private resetAll(): void {
    for (const subscriber of this.subscribers) subscriber.reset();
  }
}

const slot = globalThis as typeof globalThis & { [key: symbol]: AccessNotices | undefined };
const SLOT = Symbol.for("merchant-console.access-notices");

/** The process's access notices (shared by Next's routes and the front server's forwarder). */
export function accessNotices(): AccessNotices {
  slot[SLOT] ??= new AccessNotices();
  return slot[SLOT];
}
