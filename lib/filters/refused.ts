import { createLoader, type LoaderInput, type ParserMap, parseAsString } from "nuqs/server";

/**
 * The keys of the map whose value in the query is given but not one its parser accepts. A list's loader reads
 * them as their default, which suits a page (it shows the list unfiltered) but not an export, which must not
 * quietly hold more than was asked. A blank value counts as not given; a list counts as refused when any of
 * its items is (nuqs drops such items silently).
 */
export function refusedFilters(parsers: ParserMap, input: LoaderInput): string[] {
  const keys = Object.keys(parsers);
  const raw = createLoader(Object.fromEntries(keys.map((key) => [key, parseAsString])))(input);
  return keys.filter((key) => {
    const text = raw[key];
    if (text === null || text === undefined || text === "") return false;
    try {
      // Strict loading throws on a value the parser does not accept.
      const parsed: unknown = createLoader({ [key]: parsers[key] } as ParserMap)(input, { strict: true })[
        key
      ];
      return Array.isArray(parsed) && parsed.length !== text.split(",").filter((part) => part !== "").length;
    } catch {
      return true;
    }
  });
}
