import { describe, expect, it } from "vitest";
import { isWebAddress, WEB_ADDRESS_MESSAGE, webAddressFields, webAddressSchema } from "./web-address";

describe("isWebAddress", () => {
  it.each(["https://shop.example/thanks", "http://127.0.0.1:4010", "HTTPS://SHOP.EXAMPLE/"])(
    "accepts %s",
    (value) => {
      expect(isWebAddress(value)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(3)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(3)</script>",
    "vbscript:msgbox(1)",
    "ftp://files.example/",
    "mailto:ana@example.com",
    "//shop.example/thanks",
    "/thanks",
    "shop.example/thanks",
    "https://",
    "",
  ])("refuses %s", (value) => {
    expect(isWebAddress(value)).toBe(false);
  });
});

describe("web-address schemas", () => {
  it("words the refusal the same way everywhere", () => {
    const result = webAddressSchema.safeParse("javascript:alert(3)");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(WEB_ADDRESS_MESSAGE);
    expect(webAddressSchema.parse(" https://shop.example ")).toBe("https://shop.example");
  });

  it("checks only the named fields of a body, and only when they are given", () => {
    const fields = webAddressFields(["successUrl", "webhookUrl"]);
    expect(fields.safeParse({ successUrl: "https://a.example", name: "javascript:x" }).success).toBe(true);
    expect(fields.safeParse({ webhookUrl: null }).success).toBe(true);
    const refused = fields.safeParse({ successUrl: "https://a.example", webhookUrl: "javascript:alert(3)" });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["webhookUrl"]]);
  });
});
