import "server-only";
import { Client } from "pg";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { EVENTS_CHANNEL, type EventNotice, parseNotice } from "./notify";

export type NoticeHandler = (notice: EventNotice) => void;

/**
 * One LISTEN connection per console instance, on a client of its own (a pooled connection could be handed
 * to a query mid-listen). It reconnects with growing pauses after any failure and tells the handler when it
 * came back, so streams can refetch what they may have missed while it was away.
 */
export class EventListener {
  private client: Client | null = null;
  private stopped = false;
  private retryMs = 500;

  constructor(
    private readonly url: string,
    private readonly onNotice: NoticeHandler,
    private readonly onReconnect: () => void = () => {},
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(isRetry: boolean): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on("notification", (message) => {
      const notice = message.channel === EVENTS_CHANNEL ? parseNotice(message.payload) : null;
      if (notice) this.onNotice(notice);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      logger().warn("event listener lost its connection", { scope: "live", error: error?.message });
      setTimeout(() => void this.connect(true), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, 15_000);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      this.client = client;
      this.retryMs = 500;
      if (isRetry) this.onReconnect();
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
