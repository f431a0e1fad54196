import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ResolverOptions } from "@/components/forms/form-state";
import { formResolver } from "./form-resolver";

type Values = { name: string; email: string; address: { city: string } };

// What the form state passes to a resolver; no field refs are needed to build the errors.
const resolverOptions = <T extends Record<string, unknown>>(): ResolverOptions<T> => ({
  fields: {},
  shouldUseNativeValidation: false,
});

describe("formResolver without toBody", () => {
  const schema = z.object({
    name: z.string().trim().min(1),
    email: z.email(),
    address: z.object({ city: z.string().max(5) }),
  });
  const resolver = formResolver(schema);

  it("puts each problem under its field, named by its label", async () => {
    const values: Values = { name: "  ", email: "ana@", address: { city: "Anuradhapura" } };
    const result = await resolver(values, undefined, resolverOptions<Values>());
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe("Name is required");
    expect(result.errors.email?.message).toBe("Email: enter an address such as name@example.com");
    expect(result.errors.address?.city?.message).toBe("City is too long (5 characters at most)");
    const labelled = formResolver(schema, { words: { labels: { "address.city": "Town" } } });
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
    const own = formResolver(z.object({ code: z.string().min(3, "Codes have three letters") }));
    const codeResult = await own({ code: "K" }, undefined, resolverOptions<{ code: string }>());
    expect(codeResult.errors.code?.message).toBe("Codes have three letters");
    const range = await formResolver(worded)(
      { from: "b", to: "a" },
      undefined,
      resolverOptions<{ from: string; to: string }>(),
    );
    expect(range.errors.root?.message).toBe("The end comes before the start");
  });
});

describe("formResolver with toBody", () => {
  type Typed = { price: string; lines: { name: string }[]; minutes: string };
  const bodySchema = z.object({
    amount: z.number().gt(0),
    lines: z.array(z.object({ name: z.string().min(1) })).min(1),
  });
  const toBody = (values: Typed) => ({
    amount: values.price.trim() === "" ? undefined : Number(values.price),
    lines: values.lines.map((line) => ({ name: line.name.trim() || undefined })),
  });
  const resolver = formResolver(bodySchema, {
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
