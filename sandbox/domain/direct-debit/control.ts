import type { RouteRegistrar } from "../../http/types";
import { approveContract } from "./signing";

/** Control API (docs/service-rules.md §10): the user signs the contract at the provider. */
export const registerDirectDebitControl: RouteRegistrar = (app, services) => {
  // POST /sandbox/direct-debit/:id/approve – records the user's signature; `sync` then moves it to SIGNED
  app.post("/sandbox/direct-debit/:id/approve", async (c) => {
    const contract = await approveContract(services, c.req.param("id"));
    return c.json(
      { id: contract.id, status: contract.status, approvedAt: contract.approvedAt?.toISOString() ?? null },
      200,
    );
  });
};
