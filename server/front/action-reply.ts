import "server-only";
import { MAX_JSON_DEPTH, parseJsonLimited, unstorableText } from "@/lib/json";

// The arguments of a server action arrive in React's reply format, which Next decodes before any of the
// console's code runs; whatever it cannot decode becomes a 500 (and its error, quoting the body, a log
// line). The front server checks a reply first, and passes on only the forms the console's own pages send:
// JSON chunks (the root, "0", an array of arguments) whose strings are plain, escaped (`$$…`), one of
// React's literal values (`$undefined`, `$NaN`, `$Infinity`, `$-Infinity`, `$-0`, a date `$D…`, a bigint
// `$n…`), a FormData argument (`$K…`), or a promise of another chunk of the same reply (`$@…`, what a
// plain form posted before JavaScript carries). Anything else (an outlined model, a Map, a stream, binary
// data, a server reference) refers to parts no page of the console sends, and is refused.

export interface ReplyProblem {
  status: 400;
  message: string;
}

/** Our actions take at most three arguments; Next itself fails on more than 1,000. */
export const MAX_ACTION_ARGS = 8;
/** Chunks of one reply: the root and the few a form posted without JavaScript adds. */
const MAX_CHUNKS = 16;

const LITERALS = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);
const BIGINT = /^\$n-?\d{1,300}$/;
const HEX = /^[0-9a-f]{1,8}$/;

const problem = (message: string): ReplyProblem => ({ status: 400, message });

/** Why a string of a reply chunk cannot be decoded, or null; `chunks` are the ids of this reply's chunks. */
function stringProblem(value: string, chunks: ReadonlySet<number>): string | null {
  if (!value.startsWith("$")) return null;
  const kind = value[1];
  if (kind === "$" || LITERALS.has(value)) return null;
  if (kind === "D") return null; // a date; an unreadable one decodes to an Invalid Date, not a failure
  if (kind === "n") return BIGINT.test(value) ? null : "a number that is not a whole number";
  if (kind === "K") return HEX.test(value.slice(2)) ? null : "a form reference that is not valid";
  if (kind === "@") {
    const id = value.slice(2);
    return HEX.test(id) && chunks.has(Number.parseInt(id, 16)) ? null : "a part the request does not carry";
  }
  return "a kind of value the console's pages never send";
}

function walk(value: unknown, chunks: ReadonlySet<number>): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      const found = stringProblem(current, chunks);
      if (found) return found;
    } else if (current !== null && typeof current === "object") {
      // Keys are never decoded as references, only values are.
      for (const item of Object.values(current)) stack.push(item);
    }
  }
  return null;
}

/**
 * How many arguments a call of the action sends at least. Next writes, in the first byte of an action's id,
 * which of its first six parameters the action uses, and the browser sends the arguments up to the last
 * used one (`omitUnusedArgs`); every parameter of the console's actions is required.
 */
export function minimumArguments(actionId: string): number {
  if (!/^[0-9a-f]{42}$/.test(actionId)) return 0;
  const info = Number.parseInt(actionId.slice(0, 2), 16);
  const used = (info >> 1) & 0x3f;
  for (let index = 5; index >= 0; index--) if ((used >> (5 - index)) & 1) return index + 1;
  return 0;
}

/**
 * Why one reply (its JSON chunks by id, the root at 0) would fail to decode, or null when it decodes.
 * `root` is the least number of arguments the root (chunk 0) must list for a fetch action, or "any" for a
 * bound action's description (a form posted without JavaScript).
 */
export function replyProblem(
  chunks: ReadonlyMap<number, string>,
  root: { minArgs: number } | "any",
): ReplyProblem | null {
  if (!chunks.has(0)) return problem("The action's arguments are missing");
  if (chunks.size > MAX_CHUNKS) return problem("The action's arguments come in too many parts");
  const ids = new Set(chunks.keys());
  for (const [id, text] of chunks) {
    const parsed = parseJsonLimited(text);
    if (!parsed.ok) {
      return problem(
        parsed.reason === "too_deep"
          ? `The action's arguments nest more than ${MAX_JSON_DEPTH} levels deep`
          : "The action's arguments are not valid JSON",
      );
    }
    if (id === 0 && root !== "any") {
      if (!Array.isArray(parsed.value)) return problem("The action's arguments must be a list");
      if (parsed.value.length > MAX_ACTION_ARGS) {
        return problem(`An action takes at most ${MAX_ACTION_ARGS} arguments`);
      }
      if (parsed.value.length < root.minArgs) {
        const sent = parsed.value.length;
        const takes = `${root.minArgs} argument${root.minArgs === 1 ? "" : "s"}`;
        return problem(`This action takes ${takes}; the request sends ${sent === 0 ? "none" : sent}`);
      }
    }
    if (unstorableText(parsed.value)?.problem === "lone_surrogate") {
      return problem("The action's arguments hold a lone surrogate, which is not a character");
    }
    const found = walk(parsed.value, ids);
    if (found) return problem(`The action's arguments hold ${found}`);
  }
  return null;
}
