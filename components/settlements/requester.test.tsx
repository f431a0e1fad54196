import { describe, expect, it } from "vitest";
import { requesterText } from "./requester";

const ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
const byKey = { id: ID, requesterName: "API", apiKeyId: "ak_live_tea", requestedBy: null };
const known = {
  people: { [ID]: "Nimali Silva" },
  accountKeyId: "ak_live_tea",
  accountName: "Ceylon Tea House",
};

describe("requesterText", () => {
  it("names the member who asked through the console, not the key the console signs with", () => {
    expect(requesterText(byKey, known)).toBe("Nimali Silva");
  });

  it("names the key's account when no person asked through the console", () => {
    expect(requesterText(byKey, { ...known, people: {} })).toBe("API key (Ceylon Tea House)");
    expect(requesterText({ ...byKey, apiKeyId: "ak_live_other" }, { ...known, people: {} })).toBe(
      "API key (ak_live_other)",
    );
  });

  it("keeps a person the service itself names", () => {
    expect(requesterText({ id: ID, requesterName: "Kamal Perera", apiKeyId: null, requestedBy: "u-1" })).toBe(
      "Kamal Perera",
    );
  });
});
