import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange, type LiveChange } from "./live-events";
import { queryKeys } from "./query-keys";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const inboxList = [...queryKeys.resource(ACCOUNT, "webhooks"), "inbox", "list", { page: "1" }];
const config = queryKeys.call(ACCOUNT, "getWebhookConfig");

function change(kind: LiveChange["kind"]): LiveChange {
  return { id: 1, type: "x", kind, resourceId: null, status: null };
}

describe("applyChange", () => {
  it.each(["payment", "offramp", "contract", "test"] as const)(
    "marks the webhook inbox stale for a %s event, and leaves the webhook config alone",
    async (kind) => {
      const client = new QueryClient();
      client.setQueryData(inboxList, { items: [] });
      client.setQueryData(config, { publicKey: "pem" });
      await applyChange(client, ACCOUNT, change(kind));
      expect(client.getQueryState(inboxList)?.isInvalidated).toBe(true);
      expect(client.getQueryState(config)?.isInvalidated).toBe(false);
    },
  );

  it("marks the overview's figures stale for a payment event", async () => {
    const client = new QueryClient();
    const figures = [...queryKeys.account(ACCOUNT), "figures"];
    client.setQueryData(figures, {});
    await applyChange(client, ACCOUNT, change("payment"));
    expect(client.getQueryState(figures)?.isInvalidated).toBe(true);
  });

  it("marks a link's and a contract's details stale for a payment event: their counts follow their payments", async () => {
    const client = new QueryClient();
    const link = queryKeys.call(ACCOUNT, "getPaymentLink", { params: { id: "l-1" } });
    const contract = queryKeys.call(ACCOUNT, "getDirectDebitContract", { params: { id: "c-1" } });
    client.setQueryData(link, { used_count: 1 });
    client.setQueryData(contract, { paymentCount: 1 });
    await applyChange(client, ACCOUNT, change("payment"));
    expect(client.getQueryState(link)?.isInvalidated).toBe(true);
    expect(client.getQueryState(contract)?.isInvalidated).toBe(true);
  });
});
