import { z } from "zod";
import { isUuid } from "@/lib/ids";
import { decimal } from "@/lib/money";
import { ApiError } from "../http/errors";
import type { RouteRegistrar } from "../http/types";
import { listDeliveries } from "../webhooks/outbox";
import { readControlBody } from "./input";

// The rate is stored at 6 places, so anything below 0.000001 would be stored as zero.
const rateBody = z.object({ rateUsdtLkr: z.number().min(0.000001).max(1_000_000).nullable() });
const advanceBody = z.object({
  seconds: z
    .number()
    .min(0)
    .max(10 * 365 * 24 * 3600),
});

/** Exchange rate, clock and the webhook delivery log (docs/service-rules.md §10). */
export function platformControl(runAllDue: () => Promise<void>): RouteRegistrar {
  return (app, services) => {
    app.put("/sandbox/exchange-rate", async (c) => {
      const { rateUsdtLkr } = await readControlBody(c, rateBody, services);
      await services.rates.set(rateUsdtLkr === null ? null : decimal(rateUsdtLkr).toFixed(6));
      const current = services.rates.current();
      return c.json({ rateUsdtLkr: current === null ? null : current.toNumber() });
    });

    app.get("/sandbox/exchange-rate", (c) => {
      const current = services.rates.current();
      return c.json({ rateUsdtLkr: current === null ? null : current.toNumber() });
    });

    app.get("/sandbox/clock", (c) => c.json(services.clock.snapshot()));

    app.post("/sandbox/clock/advance", async (c) => {
      const { seconds } = await readControlBody(c, advanceBody, services);
      await services.clock.advance(seconds);
      // Due expiries, lock lapses, settlements and webhook retries run before the answer.
      await runAllDue();
      return c.json(services.clock.snapshot());
    });

    app.get("/sandbox/webhook-deliveries", async (c) => {
      const merchantId = c.req.query("merchantId");
      if (merchantId !== undefined && !isUuid(merchantId)) {
        throw new ApiError(400, "merchantId must be a UUID");
      }
      return c.json({ data: await listDeliveries(services.db, merchantId) });
    });
  };
}
