import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerPageWithoutEntries } from "@/lib/testing/ledger-page";
import { recordingServerEachTest } from "@/server/upstream/testing/recording-server";
import { AccountError } from "./errors";
import { probeKey } from "./probe";

// A service that behaves like the production one where the sandbox is kinder: it answers the bank list to
// every merchant, reserves the float ledger to aggregators, and has no webhook config endpoint.

const SIGNING_KEY = createHash("sha256").update("sk_live_probe-test").digest("hex");
const server = recordingServerEachTest(SIGNING_KEY);

function productionLike(options: { aggregator: boolean }) {
  server.respond((request) => {
    const path = request.target.split("?")[0];
    if (path === "/v1/payment/list") {
      return {
        status: 200,
        json: { data: [], meta: { page: 1, pageSize: 1, totalItems: 0, totalPages: 0 } },
      };
    }
    if (path === "/v1/bank/list") return { status: 200, json: [{ code: 7010, name: "Bank of Ceylon" }] };
    if (path === "/v1/aggregator/report/ledger") {
      if (!options.aggregator)
        return { status: 403, json: { statusCode: 403, message: "Forbidden", error: "Forbidden" } };
      return {
        status: 200,
        json: ledgerPageWithoutEntries(),
      };
    }
    return { status: 404, json: { statusCode: 404, message: "Cannot GET", error: "Not Found" } };
  });
}

const probe = (fetchWebhookKey: boolean) =>
  probeKey({ baseUrl: server.url, keyId: "ak_live_probe", signingKey: SIGNING_KEY, fetchWebhookKey });

describe("probeKey against a production-like service", () => {
  it("does not call a merchant an aggregator because the bank list answered", async () => {
    productionLike({ aggregator: false });
    expect(await probe(false)).toEqual({ capabilities: [], webhookPublicKeyPem: null });
    productionLike({ aggregator: true });
    expect(await probe(false)).toEqual({ capabilities: ["AGGREGATOR"], webhookPublicKeyPem: null });
    expect(server.requests.every((request) => request.signatureValid)).toBe(true);
  });

  it("asks for the webhook public key on its field when the service has no webhook config", async () => {
    productionLike({ aggregator: false });
    const error = await probe(true).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountError);
    expect(error).toMatchObject({ code: "webhook_key_needed", field: "webhookPublicKeyPem" });
    expect((error as Error).message).toMatch(/paste it here, or load it from a \.pem file/);
  });
});
