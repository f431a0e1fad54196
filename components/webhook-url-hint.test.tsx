import { describe, expect, it } from "vitest";
import { webhookUrlHint } from "./webhook-url-hint";

describe("webhookUrlHint", () => {
  it("says that a blank field keeps the page live, and a typed address takes the events away", () => {
    expect(webhookUrlHint("", "this payment")).toMatch(/this console receives the events of this payment/);
    expect(webhookUrlHint(undefined, "this payment")).toMatch(/update as things happen/);
    expect(webhookUrlHint("https://shop.example/hook", "this payment")).toMatch(
      /go to this address instead of this console, so its pages here will not update by themselves/,
    );
    expect(webhookUrlHint("   ", "this contract")).toMatch(/Leave blank/);
  });
});
