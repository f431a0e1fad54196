import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paymentLinkWords } from "./labels";
import { wordedZodResolver } from "./worded-zod-resolver";

type Values = { name: string; email: string; address: { city: string } };

// What react-hook-form passes to a resolver; no field refs are needed to build the errors.
const resolverOptions = <T extends Record<string, unknown>>(names?: string[]): ResolverOptions<T> => ({
  fields: {},
  names: names as ResolverOptions<T>["names"],
  shouldUseNativeValidation: false,
});

describe("wordedZodResolver without toBody", () => {
  const schema = z.object({
    name: z.string().trim().min(1),
    email: z.email(),
    address: z.object({ city: z.string().max(5) }),
  });
  const resolver = wordedZodResolver(schema);

  it("puts each problem under its field, named by its label", async () => {
    const values: Values = { name: "  ", email: "ana@", address: { city: "Anuradhapura" } };
    const result = await resolver(values, undefined, resolverOptions<Values>());
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe("Name is required");
    expect(result.errors.email?.message).toBe("Email: enter an address such as name@example.com");
    expect(result.errors.address?.city?.message).toBe("City is too long (5 characters at most)");
    const labelled = wordedZodResolver(schema, { words: { labels: { "address.city": "Town" } } });
    const again = await labelled(values, undefined, resolverOptions<Values>());
    expect(again.errors.address?.city?.message).toBe("Town is too long (5 characters at most)");
  });

  it("hands the schema's output to the submit handler", async () => {
    const values: Values = { name: "  Ana ", email: "ana@example.com", address: { city: "Galle" } };
    const result = await resolver(values, undefined, resolverOptions<Values>());
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: "Ana", email: "ana@example.com", address: { city: "Galle" } });
  });

  it("keeps a message the schema words itself, and puts an issue about the whole object on root", async () => {
    const worded = z
      .object({ from: z.string(), to: z.string() })
      .refine((range) => range.from <= range.to, "The end comes before the start");
    const own = wordedZodResolver(z.object({ code: z.string().min(3, "Codes have three letters") }));
    const codeResult = await own({ code: "K" }, undefined, resolverOptions<{ code: string }>());
    expect(codeResult.errors.code?.message).toBe("Codes have three letters");
    const range = await wordedZodResolver(worded)(
      { from: "b", to: "a" },
      undefined,
      resolverOptions<{ from: string; to: string }>(),
    );
    expect(range.errors.root?.message).toBe("The end comes before the start");
  });
});

describe("wordedZodResolver with toBody", () => {
  type Typed = { price: string; lines: { name: string }[]; minutes: string };
  const bodySchema = z.object({
    amount: z.number().gt(0),
    lines: z.array(z.object({ name: z.string().min(1) })).min(1),
  });
  const toBody = (values: Typed) => ({
    amount: values.price.trim() === "" ? undefined : Number(values.price),
    lines: values.lines.map((line) => ({ name: line.name.trim() || undefined })),
  });
  const resolver = wordedZodResolver(bodySchema, {
    toBody,
    fieldOf: (field) => (field === "amount" ? "price" : field.replace(/\[(\d+)\]/g, ".$1")),
    check: (values) =>
      values.minutes !== "" && !/^\d+$/.test(values.minutes)
        ? [{ field: "minutes", message: "Whole minutes only" }]
        : [],
  });

  it("checks the body, and maps its fields back onto the form's", async () => {
    const typed: Typed = { price: "", lines: [{ name: "Tea" }, { name: " " }], minutes: "" };
    const result = await resolver(typed, undefined, resolverOptions<Typed>());
    expect(result.errors.price?.message).toBe("Amount is required");
    expect(result.errors.lines?.[1]?.name?.message).toBe("Name is required");
    expect(result.errors.lines?.[0]).toBeUndefined();
  });

  it("adds the form's own rules about the typed values beside the schema's", async () => {
    const typed: Typed = { price: "0", lines: [{ name: "Tea" }], minutes: "1.5" };
    const result = await resolver(typed, undefined, resolverOptions<Typed>());
    expect(result.errors.price?.message).toBe("Amount must be more than 0");
    expect(result.errors.minutes?.message).toBe("Whole minutes only");

    const onlyOwnRule = await resolver(
      { price: "12", lines: [{ name: "Tea" }], minutes: "x" },
      undefined,
      resolverOptions<Typed>(),
    );
    expect(onlyOwnRule.values).toEqual({});
    expect(onlyOwnRule.errors.minutes?.message).toBe("Whole minutes only");
  });

  it("hands the parsed body, not the typed values, to the submit handler", async () => {
    const typed: Typed = { price: "12.50", lines: [{ name: " Tea " }], minutes: "" };
    const result = await resolver(typed, undefined, resolverOptions<Typed>());
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ amount: 12.5, lines: [{ name: "Tea" }] });
  });
});

describe("wordedZodResolver: the words of the contract's rules", () => {
  it("gives a contract rule the form's own sentence for its constraint", async () => {
    // The contract's conditional rule says "amount is required when allowCustomAmount is false"
    // with the constraint "required"; the link form has its own sentence for that.
    const rule = z.object({ amount: z.number().optional() }).superRefine((body, ctx) => {
      if (body.amount === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: "amount is required when allowCustomAmount is false",
          params: { constraint: "required" },
        });
    });
    const resolver = wordedZodResolver(rule, { words: paymentLinkWords("LKR") });
    const result = await resolver({}, undefined, resolverOptions<{ amount?: number }>());
    expect(result.errors.amount?.message).toBe("Enter an amount, or let the customer choose it");
  });

  it("words a value that fits no branch of a union once, by its label", async () => {
    const schema = z.object({ payer: z.union([z.email(), z.string().regex(/^\+94\d{9}$/)]) });
    const resolver = wordedZodResolver(schema, { words: { labels: { payer: "Email or phone" } } });
    const result = await resolver({ payer: "x" }, undefined, resolverOptions<{ payer: string }>());
    expect(result.errors.payer?.message).toBe("Email or phone is not valid");
  });

  it("puts an error about a list on its root while the list's items are fields", async () => {
    type Lines = { lines: { name: string }[] };
    const schema = z.object({ lines: z.array(z.object({ name: z.string() })).max(1) });
    const resolver = wordedZodResolver(schema);
    const values: Lines = { lines: [{ name: "Tea" }, { name: "Jam" }] };
    const result = await resolver(
      values,
      undefined,
      resolverOptions<Lines>(["lines.0.name", "lines.1.name"]),
    );
    expect(result.errors.lines?.root?.message).toBe("Lines: 1 at most");
  });
});
