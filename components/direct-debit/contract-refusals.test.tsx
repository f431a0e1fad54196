import { describe, expect, it } from "vitest";
import { BffError } from "@/data/bff";
import { notChargeableMessage, refusalKind, waitMessage } from "./contract-refusals";

const refused = (status: number, message: string) => new BffError({ status, message });

describe("refusalKind", () => {
  it("recognises the service's direct-debit refusals by their words", () => {
    expect(refusalKind(refused(400, "Amount exceeds the contract limit"))).toBe("over-limit");
    expect(refusalKind(refused(400, "exchange rate unavailable"))).toBe("rate-unavailable");
    expect(refusalKind(refused(400, "Contract is not signed"))).toBe("not-signed");
    expect(refusalKind(refused(400, "Only SIGNED contracts can be terminated"))).toBe("not-signed");
    expect(refusalKind(refused(400, "Contract has expired"))).toBe("expired");
    expect(refusalKind(refused(400, "Contract is terminated"))).toBe("terminated");
    expect(refusalKind(refused(409, "merchantContractCode already exists"))).toBe("duplicate-code");
    expect(refusalKind(refused(429, "Too Many Requests"))).toBe("rate-limited");
  });

  it("leaves anything else as the service said it", () => {
    expect(refusalKind(refused(400, "productName should not be empty"))).toBe("other");
    expect(refusalKind(refused(502, "The payments service could not be reached"))).toBe("other");
    expect(refusalKind(new Error("Amount exceeds the contract limit"))).toBe("other");
  });
});

describe("notChargeableMessage", () => {
  it("words the refusal by what the contract is now", () => {
    expect(notChargeableMessage("not-signed", "INITIATED")).toMatch(/has not signed this contract yet.*Sync/);
    expect(notChargeableMessage("not-signed", "TERMINATED")).toMatch(/was terminated.*sign a new contract/);
    expect(notChargeableMessage("expired", "SIGNED")).toMatch(/has expired.*sign a new contract/);
    expect(notChargeableMessage("not-signed", "SIGNED")).toMatch(/Sync the contract/);
  });
});

describe("waitMessage", () => {
  it("says how long to wait when the service tells", () => {
    expect(waitMessage(new BffError({ status: 429, message: "", retryAfter: 12 }))).toBe(
      "Too many requests in a short time. Wait 12 seconds and try again.",
    );
    expect(waitMessage(new BffError({ status: 429, message: "", retryAfter: 1 }))).toMatch(
      /Wait 1 second and/,
    );
    expect(waitMessage(new BffError({ status: 429, message: "" }))).toMatch(/Wait a moment/);
  });
});
