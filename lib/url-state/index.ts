// State kept in the URL's query: typed parsers, a loader for the server (a page's `searchParams`, a URL, a
// Request) and a serializer for links. Pure code, for both sides; the browser hook is data/url-state.tsx.
//
// The URLs are the ones nuqs 2 wrote before this module replaced it: a value equal to its default is left
// out, spaces travel as "+", commas and colons as they are.

/** Reads one query value and writes it back; a value that does not parse is `null` (left out of the state). */
export interface Parser<T> {
  readonly parse: (value: string) => T | null;
  readonly serialize: (value: T) => string;
  /** Whether two values are the same (a value equal to the default is left out of the URL). */
  readonly eq: (a: T, b: T) => boolean;
}

/** A parser whose absent or invalid value reads as `defaultValue`. */
export interface ParserWithDefault<T> extends Parser<T> {
  readonly defaultValue: T;
}

/** A parser without a default: absent or invalid reads as `null`. */
export interface ParserBuilder<T> extends Parser<T> {
  withDefault(defaultValue: NonNullable<T>): ParserWithDefault<T>;
}

// biome-ignore lint/suspicious/noExplicitAny: a map holds parsers of every value type.
export type AnyParser = Parser<any> & { readonly defaultValue?: unknown };
export type ParserMap = Record<string, AnyParser>;

type ValueOf<P> = P extends Parser<infer T> ? T : never;

/** The value a parser reads (`T`, or `T | null` without a default), or the state object of a parser map. */
export type inferParserType<P> = P extends AnyParser
  ? P extends { readonly defaultValue: unknown }
    ? ValueOf<P>
    : ValueOf<P> | null
  : P extends ParserMap
    ? { [K in keyof P]: inferParserType<P[K]> }
    : never;

/** A change to some of a map's values; `null` removes a value (back to its default). */
export type Values<P extends ParserMap> = Partial<{ [K in keyof P]: inferParserType<P[K]> | null }>;

/** How a browser update is written. */
export interface Options {
  /** "replace" (the default) rewrites the current history entry; "push" adds one, so Back returns. */
  history?: "replace" | "push";
  /** false: the server page renders again for the new URL (a navigation); true (the default): the URL only. */
  shallow?: boolean;
  /** Scroll to the top after the update (default false). */
  scroll?: boolean;
  /** Runs the update inside this transition (React's `startTransition` of `useTransition`). */
  startTransition?: (callback: () => void) => void;
}

/** What a Next page receives as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

export function createParser<T>(parser: {
  parse: (value: string) => T | null;
  serialize: (value: T) => string;
  eq?: (a: T, b: T) => boolean;
}): ParserBuilder<T> {
  const base: Parser<T> = {
    parse: (value) => {
      try {
        return parser.parse(value);
      } catch {
        return null;
      }
    },
    serialize: parser.serialize,
    eq: parser.eq ?? ((a, b) => a === b),
  };
  return { ...base, withDefault: (defaultValue) => ({ ...base, defaultValue }) };
}

export const parseAsString = createParser<string>({ parse: (value) => value, serialize: String });

/** One of the given strings, as written. */
export function parseAsStringLiteral<const T extends string>(values: readonly T[]): ParserBuilder<T> {
  return createParser<T>({
    parse: (value) => ((values as readonly string[]).includes(value) ? (value as T) : null),
    serialize: String,
  });
}

/** One of the given numbers. */
export function parseAsNumberLiteral<const T extends number>(values: readonly T[]): ParserBuilder<T> {
  return createParser<T>({
    parse: (value) => {
      const number = Number.parseFloat(value);
      return (values as readonly number[]).includes(number) ? (number as T) : null;
    },
    serialize: String,
  });
}

/** A list in one parameter (`?ids=a,b`); items that do not parse are dropped, a separator inside one is escaped. */
export function parseAsArrayOf<T>(item: Parser<T>, separator = ","): ParserBuilder<T[]> {
  const encoded = encodeURIComponent(separator);
  return createParser<T[]>({
    parse: (value) =>
      value === ""
        ? []
        : value
            .split(separator)
            .map((part) => item.parse(part.replaceAll(encoded, separator)))
            .filter((parsed): parsed is T => parsed !== null && parsed !== undefined),
    serialize: (values) =>
      values.map((value) => item.serialize(value).replaceAll(separator, encoded)).join(separator),
    eq: (a, b) =>
      a === b || (a.length === b.length && a.every((value, index) => item.eq(value, b[index] as T))),
  });
}

/** Where a loader reads from: a page's `searchParams`, a URL or its text, a query string, a Request. */
export type LoaderInput = SearchParams | URLSearchParams | URL | Request | string;

function toSearchParams(input: LoaderInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  if (typeof Request !== "undefined" && input instanceof Request) return new URL(input.url).searchParams;
  if (typeof input === "string") {
    try {
      return URL.canParse(input) ? new URL(input).searchParams : new URLSearchParams(input);
    } catch {
      return new URLSearchParams();
    }
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input as SearchParams)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined) params.set(key, value);
  }
  return params;
}

/** The value of one parameter's text: parsed, or the default (or null) when absent or invalid. */
export function readValue<P extends AnyParser>(parser: P, query: string | null): inferParserType<P> {
  const parsed = query === null ? null : parser.parse(query);
  return (parsed ?? parser.defaultValue ?? null) as inferParserType<P>;
}

/** Reads a map's values from wherever the query is; absent or invalid values read as their default or null. */
export function createLoader<P extends ParserMap>(parsers: P) {
  return function load(input: LoaderInput): inferParserType<P> {
    const params = toSearchParams(input);
    const values: Record<string, unknown> = {};
    for (const [key, parser] of Object.entries(parsers)) values[key] = readValue(parser, params.get(key));
    return values as inferParserType<P>;
  };
}

/**
 * The keys of the map whose value in the query is given but not one the parser accepts: a loader reads them as
 * their default, which suits a page (it shows the list unfiltered) but not an export, which must not quietly
 * hold more than was asked. A blank value counts as not given; a list counts as refused when any item is.
 */
export function refusedParams(parsers: ParserMap, input: LoaderInput): string[] {
  const params = toSearchParams(input);
  return Object.entries(parsers).flatMap(([key, parser]) => {
    const raw = params.get(key);
    if (raw === null || raw === "") return [];
    const parsed = parser.parse(raw);
    if (parsed === null || parsed === undefined) return [key];
    if (Array.isArray(parsed) && parsed.length !== raw.split(",").filter((part) => part !== "").length)
      return [key];
    return [];
  });
}

/** The query's text for one value: `null` when it is absent or equal to its parser's default. */
export function serializeValue(parser: AnyParser, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (parser.defaultValue !== undefined && parser.eq(value, parser.defaultValue)) return null;
  return parser.serialize(value);
}

/**
 * `?a=1&b=x+y`, or "" for no parameters. Spaces as "+", and only the characters that would break a query are
 * escaped, so commas, colons and slashes stay readable.
 */
export function renderQueryString(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [key, value] of params) {
    const safeKey = key
      .replace(/#/g, "%23")
      .replace(/&/g, "%26")
      .replace(/\+/g, "%2B")
      .replace(/=/g, "%3D")
      .replace(/\?/g, "%3F");
    parts.push(`${safeKey}=${encodeQueryValue(value)}`);
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

function encodeQueryValue(value: string): string {
  const escaped = value
    .replace(/%/g, "%25")
    .replace(/\+/g, "%2B")
    .replace(/ /g, "+")
    .replace(/#/g, "%23")
    .replace(/&/g, "%26")
    .replace(/"/g, "%22")
    .replace(/'/g, "%27")
    .replace(/`/g, "%60")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E");
  let text = "";
  for (const char of escaped) text += char < " " ? encodeURIComponent(char) : char;
  return text;
}

/** Writes `values` into `params`: `null`, and a value equal to its default, remove the parameter. */
export function writeValues<P extends ParserMap>(
  params: URLSearchParams,
  parsers: P,
  values: Values<P>,
): void {
  for (const [key, parser] of Object.entries(parsers)) {
    if (!Object.hasOwn(values, key)) continue;
    const value = values[key];
    if (value === undefined) continue;
    const query = serializeValue(parser, value);
    if (query === null) params.delete(key);
    else params.set(key, query);
  }
}

function splitBase(base: string | URL | URLSearchParams): [string, URLSearchParams, string] {
  if (base instanceof URLSearchParams) return ["", new URLSearchParams(base), ""];
  if (base instanceof URL) {
    const path = base.href
      .slice(0, base.href.length - base.search.length - base.hash.length)
      .replace(/[?#]+$/, "");
    return [path, new URLSearchParams(base.searchParams), base.hash || (base.href.endsWith("#") ? "#" : "")];
  }
  const [pathAndSearch = "", ...hashParts] = base.split("#");
  const [path = "", ...search] = pathAndSearch.split("?");
  return [path, new URLSearchParams(search.join("?")), hashParts.length > 0 ? `#${hashParts.join("#")}` : ""];
}

/**
 * The query string of a view (`?status=PAID&page=2`, defaults left out), or a link: given a base (a path, a
 * URL, query parameters), its other parameters are kept and these written over them; `null` values clear
 * every parameter of the map.
 */
export function createSerializer<P extends ParserMap>(parsers: P) {
  function serialize(values: Values<P>): string;
  function serialize(base: string | URL | URLSearchParams, values: Values<P> | null): string;
  function serialize(first: Values<P> | string | URL | URLSearchParams, second?: Values<P> | null): string {
    const hasBase = typeof first === "string" || first instanceof URL || first instanceof URLSearchParams;
    const [path, params, hash] = hasBase ? splitBase(first) : ["", new URLSearchParams(), ""];
    const values = hasBase ? second : first;
    if (values === null) for (const key of Object.keys(parsers)) params.delete(key);
    else if (values) writeValues(params, parsers, values);
    return path + renderQueryString(params) + hash;
  }
  return serialize;
}
