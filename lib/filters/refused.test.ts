import {
  createParser,
  parseAsArrayOf,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { describe, expect, it } from "vitest";
import { refusedFilters } from "./refused";

const parseAsEven = createParser({
  parse: (value) => {
    if (!/^\d+$/.test(value)) throw new Error("not a number");
    const number = Number(value);
    return number % 2 === 0 ? number : null;
  },
  serialize: (value: number) => String(value),
});

describe("refusedFilters", () => {
  const parsers = {
    status: parseAsStringLiteral(["PAID", "OPEN"] as const),
    ids: parseAsArrayOf(parseAsString, ","),
    size: parseAsNumberLiteral([10, 20] as const).withDefault(20),
    even: parseAsEven,
  };

  it("names each given value its parser does not accept, and nothing that is blank or absent", () => {
    expect(refusedFilters(parsers, "?status=PAID&ids=a,b&size=10&even=4")).toEqual([]);
    expect(refusedFilters(parsers, "?status=&ids=&other=x")).toEqual([]);
    expect(refusedFilters(parsers, "?status=PAYED&size=15&even=x")).toEqual(["status", "size", "even"]);
  });

  it("refuses a list when any of its items is refused", () => {
    const strict = { ids: parseAsArrayOf(parseAsStringLiteral(["a", "b"] as const), ",") };
    expect(refusedFilters(strict, "?ids=a,b")).toEqual([]);
    expect(refusedFilters(strict, "?ids=a,zzz")).toEqual(["ids"]);
  });

  it("reads a Request's address, as the exports do", () => {
    const request = new Request("http://console.test/export?status=OPEN&size=99");
    expect(refusedFilters(parsers, request)).toEqual(["size"]);
  });
});
