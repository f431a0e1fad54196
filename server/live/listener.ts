import "server-only";
import { Client } from "pg";
import { env } from "@/server/env";
import { logger } from "@/server/log";

/** What one user of a channel hears. */
export interface ChannelSubscriber {
  notice(payload: string | undefined): void;
  /** The connection was lost: notices sent meanwhile are not heard. */
  lost?(): void;
  /** The connection came back after a loss: refetch or re-check, something may have been missed. */
  reconnected?(): void;
}

const CHANNEL_NAME = /^[a-z_]{1,63}$/;

/**
 * One LISTEN connection per console instance, on a client of its own (a pooled connection could be handed
 * to a query mid-listen), shared by every channel the instance hears (live events, access changes). It
 * reconnects with growing pauses after any failure and tells each subscriber when it was lost and when it
 * came back, so streams can refetch and access can be re-checked.
 */
export class NoticeListener {
  private client: Client | null = null;
  private readonly channels = new Map<string, Set<ChannelSubscriber>>();
  /** Channels the current connection is listening on (LISTEN answered). */
  private readonly listening = new Set<string>();
  private connecting: Promise<void> | null = null;
  private stopped = false;
  private retryMs = 500;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly url: () => string) {}

  /** Whether notices of `channel` are heard right now. */
  hears(channel: string): boolean {
    return this.client !== null && this.listening.has(channel);
  }

  /**
   * Subscribes to a channel; resolves once the first attempt to listen on it is over (heard, or
   * reconnecting). Returns the unsubscribe.
   */
  async listen(channel: string, subscriber: ChannelSubscriber): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.stopped = false;
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
    if (this.client === null && this.retryTimer === null) {
      this.connecting ??= this.connect(false).finally(() => {
        this.connecting = null;
      });
      await this.connecting;
    } else if (this.client !== null && !this.listening.has(channel)) {
      await this.listenOn(this.client, channel).catch(() => {});
    }
    const subscribers = set;
    return () => {
      subscribers.delete(subscriber);
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.listening.clear();
    await client?.end().catch(() => {});
  }

  private async listenOn(client: Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${channel}`);
    if (this.client === client) this.listening.add(channel);
  }

  private each(visit: (subscriber: ChannelSubscriber) => void): void {
    for (const set of this.channels.values()) for (const subscriber of set) visit(subscriber);
  }

  private async connect(isRetry: boolean): Promise<void> {
    this.retryTimer = null;
    const client = new Client({ connectionString: this.url() });
    client.on("notification", (message) => {
      const set = this.channels.get(message.channel);
      if (set) for (const subscriber of set) subscriber.notice(message.payload);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening.clear();
      client.end().catch(() => {});
      if (this.stopped) return;
      logger().warn("notice listener lost its connection", { scope: "live", error: error?.message });
      this.each((subscriber) => subscriber.lost?.());
      this.retryTimer = setTimeout(() => void this.connect(true), this.retryMs);
      this.retryTimer.unref();
      this.retryMs = Math.min(this.retryMs * 2, 15_000);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      if (this.stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      for (const channel of [...this.channels.keys()]) await this.listenOn(client, channel);
      this.retryMs = 500;
      if (isRetry) this.each((subscriber) => subscriber.reconnected?.());
    } catch (error) {
      this.client = client;
      lost(error instanceof Error ? error : undefined);
    }
  }
}

/** The console database's URL, for the listener's own connection. */
export function listenerUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the console has no database to listen on");
  return url;
}

// On globalThis: Next's routes and the front server's bundled forwarder run in one process and share it.
const slot = globalThis as typeof globalThis & { [key: symbol]: NoticeListener | undefined };
const SLOT = Symbol.for("merchant-console.notice-listener");

/** The process's listener on the console database. */
export function noticeListener(): NoticeListener {
  slot[SLOT] ??= new NoticeListener(listenerUrl);
  return slot[SLOT];
}
