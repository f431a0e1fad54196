import { describe, expect, it } from "vitest";
import { noAnswerWords, serviceRefusalWords, storedRefusalWords } from "./money-out-refusals";

describe("a refusal by the payments service, in a person's words", () => {
  it("names the float and what to do, never the service's raw sentence", () => {
    const words = serviceRefusalWords("payout", "Upstream answered 400: insufficient float balance");
    expect(words).toBe(
      "The payments service refused this payout: the float does not cover it. Nothing was paid. Top up the float (Float ledger), then ask for the payout again from New payout.",
    );
    expect(words).not.toMatch(/Upstream|400/);
  });

  it("says the one-a-day rule of settlements and when to ask again", () => {
    const words = serviceRefusalWords(
      "settlement",
      "Upstream answered 400: A withdrawal request already exists for today",
    );
    expect(words).toContain("already a settlement request today");
    expect(words).toContain("Nothing was requested.");
    expect(words).toContain("request again tomorrow");
  });

  it("sends a lapsed or used rate lock back to a new quote", () => {
    expect(serviceRefusalWords("payout", "Upstream answered 400: FX rate lock has expired")).toContain(
      "Get a new quote",
    );
    expect(
      serviceRefusalWords("payout", "Upstream answered 400: FX rate lock has already been used"),
    ).toContain("already used");
  });

  it("quotes an unknown refusal without the console's prefix and says what to try", () => {
    const words = serviceRefusalWords("settlement", "Upstream answered 422: Bank holiday");
    expect(words).toBe(
      "The payments service refused this settlement and said “Bank holiday”. Nothing was requested. Check the details and request the settlement again; if it is refused again, give the service the request id shown here.",
    );
    expect(serviceRefusalWords(null, "Upstream answered 400")).toContain("without saying why");
  });

  it("words a refusal stored before refusals were worded, and keeps a worded one", () => {
    expect(storedRefusalWords("payout", "Upstream answered 400: insufficient float balance")).toContain(
      "the float does not cover it",
    );
    expect(storedRefusalWords("payout", "Already in words.")).toBe("Already in words.");
    expect(storedRefusalWords("payout", null)).toBeNull();
  });

  it("says an unanswered send's outcome is unknown without the console's prefix", () => {
    expect(noAnswerWords("Upstream answered 503: maintenance")).toBe(
      "No answer the console could rely on from the payments service (it said “maintenance”), so the outcome is not known.",
    );
    expect(noAnswerWords(null)).toBe("No answer from the payments service, so the outcome is not known.");
  });
});
