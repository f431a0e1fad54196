import { describe, expect, it } from "vitest";
import { bankAccountWords, paymentLinkWords, paymentWords } from "./labels";
import { labelOf, personWords, plainNumber } from "./person-words";

describe("plainNumber", () => {
  it("writes numbers as people do", () => {
    expect(plainNumber("1e-8")).toBe("0.00000001");
    expect(plainNumber(1e-7)).toBe("0.0000001");
    expect(plainNumber(1000000)).toBe("1,000,000");
    expect(plainNumber("9999999999.99")).toBe("9,999,999,999.99");
    expect(plainNumber(1.5e21)).toBe("1,500,000,000,000,000,000,000");
    expect(plainNumber(256)).toBe("256");
    expect(plainNumber(2026)).toBe("2026");
  });
});

describe("labelOf", () => {
  const words = paymentWords("LKR");
  it("finds a field however it is named", () => {
    expect(labelOf("customerBilling.firstName", words)).toBe("First name");
    expect(labelOf("customer_billing.first_name", words)).toBe("First name");
    expect(labelOf("goods[0].name", words)).toBe("Item 1 name");
    expect(labelOf("goods.2.name", words)).toBe("Item 3 name");
    expect(labelOf("amount", words)).toBe("Amount (LKR)");
  });
  it("falls back to plain words for a field it has no label for", () => {
    expect(labelOf("customerBilling.middleName")).toBe("Middle name");
    expect(labelOf("lines[1]")).toBe("Lines 2");
  });
});

describe("personWords", () => {
  const payment = paymentWords("USDT");
  const link = paymentLinkWords("LKR");

  it("names fields by their labels in the service's messages", () => {
    expect(personWords("customerBilling.firstName is required", payment)).toBe("First name is required");
    expect(personWords("goods[0].name must be shorter than or equal to 256 characters", payment)).toBe(
      "Item 1 name is too long (256 characters at most)",
    );
    expect(personWords("customer_billing.email must be an email", payment)).toBe(
      "Email: enter an address such as name@example.com",
    );
    expect(personWords("amount must not exceed 9999999999.99", payment)).toBe(
      "Amount (USDT) must be at most 9,999,999,999.99",
    );
    expect(personWords("amount must not exceed 9,999,999,999.99 USDT after conversion", payment)).toBe(
      "Amount (USDT) must be at most 9,999,999,999.99 USDT after conversion",
    );
    expect(personWords("amount must be greater than 0", payment)).toBe("Amount (USDT) must be more than 0");
  });

  it("uses the form's own sentence for a field's constraint", () => {
    expect(
      personWords("amount is required when allowCustomAmount is false", link, {
        field: "amount",
        constraint: "required",
      }),
    ).toBe("Enter an amount, or let the customer choose it");
    expect(
      personWords("maxAmount must be greater than or equal to minAmount", link, {
        field: "maxAmount",
        constraint: "min",
      }),
    ).toBe("The maximum amount must not be below the minimum amount");
    expect(
      personWords("bankCode must be an integer number", bankAccountWords, {
        field: "bankCode",
        constraint: "type",
      }),
    ).toBe("Choose a bank");
  });

  it("rewords the conditional rules without the form's sentences", () => {
    expect(personWords("minAmount is required when allowCustomAmount is true", link)).toBe(
      "Minimum amount (LKR) is required",
    );
    expect(personWords("maxAmount must be greater than or equal to minAmount", link)).toBe(
      "The maximum amount must not be below the minimum amount",
    );
  });

  it("turns the service's code-like messages into sentences", () => {
    expect(personWords("exchange rate unavailable")).toMatch(/^The exchange rate is not available right now/);
  });

  it("replaces a path inside a sentence and writes numbers plainly", () => {
    expect(personWords("The value of quoteQuery.amount_usdt must be at least 1e-8", { labels: {} })).toBe(
      "The value of amount usdt must be at least 0.00000001",
    );
    expect(
      personWords("amount_usdt must not be less than 1e-8", {
        labels: { amount_usdt: "Amount to send (USDT)" },
      }),
    ).toBe("Amount to send (USDT) must be at least 0.00000001");
  });

  it("keeps a message the form wrote itself", () => {
    expect(personWords("Enter an amount such as 1500 or 1,500.50", payment)).toBe(
      "Enter an amount such as 1500 or 1,500.50",
    );
    expect(personWords("Use letters and digits only, no spaces or symbols", payment)).toBe(
      "Use letters and digits only, no spaces or symbols",
    );
    expect(personWords("Up to 6 decimal places", payment)).toBe("Up to 6 decimal places");
  });
});
