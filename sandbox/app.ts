import { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type HttpBindings, serve } from "@hono/node-server";
import { Hono } from "hono";
import { SandboxClock } from "./clock";
import { controlCoreRoutes } from "./control/routes";
import { createDb } from "./db/client";
import { migrateSandboxDb } from "./db/migrate";
import { seedScenarios } from "./domain/direct-debit";
import { seedBanks } from "./domain/offramp";
import { controlRoutes, handlers, jobs, pageRoutes } from "./domain/registry";
import type { SandboxConfig } from "./env";
import { isAdminToken } from "./http/admin-token";
import { bodyLengthGuard } from "./http/body";
import { ApiError } from "./http/errors";
import { hostGuard } from "./http/host-guard";
import { securityHeaders } from "./http/security-headers";
import { registerV1Routes } from "./http/v1-router";
import { createLogger, type Logger } from "./log";
import type { Services } from "./services";
import { ExchangeRateStore } from "./settings";
import { SingleFlight } from "./single-flight";
import { loadWebhookSigner } from "./webhooks/keys";
import { enqueueWebhook, WebhookDispatcher } from "./webhooks/outbox";
import { webhookHelperHandlers } from "./webhooks/routes";

export type SandboxInstance = Awaited<ReturnType<typeof createSandbox>>;

/**
 * Builds the whole sandbox on one database: migrations and reference data, services, the Hono app
 * (`/v1`, `/sandbox` control API, hosted pages, `/health`) and the background ticker.
 */
export async function createSandbox(config: SandboxConfig, log: Logger = createLogger(config.LOG_LEVEL)) {
  const database = createDb(config.SANDBOX_DATABASE_URL);
  const { db } = database;
  await migrateSandboxDb(db);
  await seedScenarios(db);
  await seedBanks(db);

  const clock = new SandboxClock(db);
  await clock.load();
  const rates = new ExchangeRateStore(db);
  await rates.load();
  const signer = await loadWebhookSigner(db, config.SANDBOX_WEBHOOK_PRIVATE_KEY);
  const dispatcher = new WebhookDispatcher(db, clock, signer, log);

  const services: Services = {
    db,
    clock,
    config,
    rates,
    enqueueWebhook: (tx, event) => enqueueWebhook(tx, clock, event),
    kickDispatcher: () => {
      dispatcher
        .runDue()
        .catch((error: unknown) => log.error("webhook dispatch failed", { error: String(error) }));
    },
  };

  const duty = new SingleFlight(async () => {
    for (const job of jobs) {
      try {
        await job(services);
      } catch (error) {
        log.error("background job failed", {
          job: job.name,
          error: error instanceof Error ? error.stack : String(error),
        });
      }
    }
    await dispatcher.runDue();
  });
  const runAllDue = () => duty.run();

  const app = new Hono<{ Bindings: HttpBindings }>();
  const boundHosts: string[] = [config.SANDBOX_HOST];
  app.use(hostGuard(config.publicUrl, () => boundHosts));
  app.use(...securityHeaders);
  app.use(bodyLengthGuard);
  app.get("/health", (c) => c.json({ status: "ok", now: clock.now().toISOString() }));
  app.get("/sandbox/webhook-public-key", (c) =>
    c.body(signer.publicKeyPem, 200, { "Content-Type": "application/x-pem-file; charset=utf-8" }),
  );
  app.use("/sandbox/*", async (c, next) => {
    if (!isAdminToken(c.req.header("x-sandbox-admin-token"), config.SANDBOX_ADMIN_TOKEN)) {
      return c.json(new ApiError(401, "Invalid or missing x-sandbox-admin-token").toBody(), 401);
    }
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // A body refused for its size or pace is not read further; the connection ends with the answer.
      const close = error.status === 408 || error.status === 413 ? { Connection: "close" } : undefined;
      return c.json(error.toBody(), error.status as 400, close);
    }
    log.error("unhandled error", { path: c.req.path, error: error.stack ?? error.message });
    return c.json(new ApiError(500, "Internal server error").toBody(), 500);
  });
  app.notFound((c) => c.json(new ApiError(404, `Cannot ${c.req.method} ${c.req.path}`).toBody(), 404));

  registerV1Routes(app, services, { ...handlers, ...webhookHelperHandlers(signer) }, log);
  for (const register of [...controlCoreRoutes(runAllDue), ...controlRoutes, ...pageRoutes])
    register(app, services);

  let ticker: NodeJS.Timeout | null = null;
  let server: ReturnType<typeof serve> | null = null;

  return {
    app,
    services,
    signer,
    runAllDue,
    /** Starts listening and ticking; resolves with the bound port. */
    async start(port = config.SANDBOX_PORT, host = config.SANDBOX_HOST): Promise<number> {
      const bound = await new Promise<AddressInfo>((resolve) => {
        server = serve({ fetch: app.fetch, port, hostname: host }, (info) => resolve(info));
      });
      boundHosts.splice(0, boundHosts.length, host, bound.address);
      // Slow clients are cut off: headers within 20 s, the whole request within 30 s (bodies sooner).
      const started: unknown = server;
      if (started instanceof HttpServer) {
        started.headersTimeout = 20_000;
        started.requestTimeout = Math.max(30_000, config.SANDBOX_BODY_TIMEOUT_MS + 5_000);
      }
      ticker = setInterval(() => {
        runAllDue().catch((error: unknown) => log.error("tick failed", { error: String(error) }));
      }, config.SANDBOX_TICK_MS);
      return bound.port;
    },
    /** Graceful: stop accepting, let in-flight requests finish, stop the ticker and the dispatcher, close the pool. */
    async stop(): Promise<void> {
      if (ticker) clearInterval(ticker);
      const listening = server;
      if (listening) {
        await new Promise<void>((resolve) => {
          listening.close(() => resolve());
          setTimeout(() => {
            if ("closeAllConnections" in listening) listening.closeAllConnections();
          }, 5_000).unref();
        });
      }
      await duty.settle();
      await dispatcher.settle();
      await database.close();
    },
  };
}
