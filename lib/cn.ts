import { type ClassValue, clsx } from "clsx";

// Joins class names and lets a later Tailwind utility win over an earlier one that sets the same thing:
// `cn("px-4 text-sm", "px-2")` is "text-sm px-2", so a component's caller can override its look. Each utility
// is sorted into the group of what it sets (padding on the left, font size, text colour…); of several with the
// same variants in one group, the last stays, and a group that covers others (`p` covers `px`, `px` covers `pl`)
// drops those written before it. A utility it does not know is always kept.
//
// It knows the utilities the console's components use; `lib/cn.test.ts` checks it against tailwind-merge on
// every pair of them that Tailwind finds in the source, so a new class that it would merge differently fails
// a test instead of reaching a page. (tailwind-merge itself weighs 7 kB in every page's first load.)

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const SIZES = /^(\d*xs|sm|base|md|lg|\d*xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY = /^\[.+\]$/;
const VARIABLE = /^\(.+\)$/;
// An arbitrary value that is a length, as opposed to a colour or anything else.
const LENGTH = /^\[(length:.+|-?\d*\.?\d+(px|r?em|%|vh|vw|dvh|ch)?|calc\(.+\))\]$/;

/** `text-xs`, `text-[10px]`: a size; anything else after `text-` that is not a word below is a colour. */
const TEXT_WORDS: Record<string, string> = {
  left: "text-align",
  center: "text-align",
  right: "text-align",
  justify: "text-align",
  start: "text-align",
  end: "text-align",
  wrap: "text-wrap",
  nowrap: "text-wrap",
  balance: "text-wrap",
  pretty: "text-wrap",
  ellipsis: "text-overflow",
  clip: "text-overflow",
};

const WORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    "block inline inline-block inline-flex inline-grid flex grid hidden contents table table-cell table-row table-caption flow-root list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  isolation: "isolate isolation-auto",
  "font-smoothing": "antialiased subpixel-antialiased",
  "fvn-spacing": "tabular-nums proportional-nums",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-overflow": "truncate",
  "text-decoration": "underline overline line-through no-underline",
  "font-style": "italic not-italic",
  container: "container",
  filter: "filter filter-none",
  "backdrop-filter": "backdrop-filter backdrop-filter-none",
  "ring-w-inset": "ring-inset",
  "divide-x": "divide-x",
  "divide-y": "divide-y",
  grow: "grow",
  shrink: "shrink",
  transition: "transition",
  outline: "outline",
  border: "border",
  rounded: "rounded",
  shadow: "shadow",
  ring: "ring",
  "backdrop-blur": "backdrop-blur",
  blur: "blur",
})) {
  for (const word of words.split(" ")) WORDS[word] = group;
}

// Utilities named `<prefix>-<value>` whose group does not depend on the value; the longest prefix wins.
const PREFIXES = new Set(
  (
    "p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y space-x space-y w h size min-w min-h " +
    "max-w max-h inset inset-x inset-y start end top right bottom left z order basis shrink grow opacity " +
    "grid-cols grid-rows col-span col-start col-end row-span row-start row-end auto-rows auto-cols items " +
    "justify justify-items justify-self self place-items place-content place-self overflow overflow-x " +
    "overflow-y whitespace break leading tracking line-clamp cursor select pointer-events appearance resize " +
    "duration ease delay animate translate-x translate-y scale rotate divide-x divide-y fill stroke accent " +
    "backdrop-blur blur underline-offset decoration list caption align field-sizing from via to object " +
    "aspect columns flex-wrap"
  ).split(" "),
);

const BORDER_SIDES = /^(x|y|s|e|t|r|b|l)$/;
const ROUNDED_SIDES = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/;

/** What a utility (without variants, `!` or a leading `-`) sets, or null when it is not one known here. */
function groupOf(utility: string): string | null {
  if (ARBITRARY.test(utility)) {
    const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
    return property ? `[${property}]` : null;
  }
  const word = WORDS[utility];
  if (word) return word;
  const dash = utility.indexOf("-");
  if (dash < 0) return null;
  const head = utility.slice(0, dash);
  const rest = utility.slice(dash + 1);
  switch (head) {
    case "text":
      return TEXT_WORDS[rest] ?? (SIZES.test(rest) || LENGTH.test(rest) ? "font-size" : "text-color");
    case "font":
      return /^(sans|serif|mono)$/.test(rest) ? "font-family" : "font-weight";
    case "bg":
      return /^(linear|radial|conic|none)\b/.test(rest) ? "bg-image" : "bg-color";
    case "shadow":
      return SIZES.test(rest) || /^(none|\[(?!color:).+\])$/.test(rest) ? "shadow" : "shadow-color";
    case "ring":
      return NUMBER.test(rest) || LENGTH.test(rest) ? "ring" : "ring-color";
    case "outline":
      if (/^(none|solid|dashed|dotted|double|hidden)$/.test(rest)) return "outline-style";
      return NUMBER.test(rest) || LENGTH.test(rest) ? "outline" : "outline-color";
    case "rounded": {
      const side = /^([a-z]+)(-|$)/.exec(rest)?.[1];
      return side && ROUNDED_SIDES.test(side) ? `rounded-${side}` : "rounded";
    }
    case "border": {
      const [first, ...more] = rest.split("-");
      const side = first && BORDER_SIDES.test(first) ? first : null;
      const value = side ? more.join("-") : rest;
      const suffix = side ? `-${side}` : "";
      if (value === "" || NUMBER.test(value) || LENGTH.test(value)) return `border${suffix}`;
      if (!side && /^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "border-style";
      return `border-color${suffix}`;
    }
    case "flex":
      return /^(row|col)(-reverse)?$/.test(rest) ? "flex-direction" : rest === "wrap" ? "flex-wrap" : "flex";
    case "transition":
      return "transition";
    case "content":
      return ARBITRARY.test(rest) || VARIABLE.test(rest) ? "content" : "align-content";
    case "table":
      return "table-layout";
  }
  for (let end = utility.lastIndexOf("-"); end > 0; end = utility.lastIndexOf("-", end - 1)) {
    const prefix = utility.slice(0, end);
    if (PREFIXES.has(prefix)) return prefix;
  }
  return null;
}

// A group that sets what others set too drops those written before it.
const COVERS: Record<string, string[]> = {
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  overflow: ["overflow-x", "overflow-y"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
};
for (const box of ["p", "m"]) {
  COVERS[box] = ["x", "y", "s", "e", "t", "r", "b", "l"].map((side) => box + side);
  COVERS[`${box}x`] = [`${box}s`, `${box}e`, `${box}r`, `${box}l`];
  COVERS[`${box}y`] = [`${box}t`, `${box}b`];
}
for (const border of ["border", "border-color"]) {
  COVERS[border] = ["x", "y", "s", "e", "t", "r", "b", "l"].map((side) => `${border}-${side}`);
  COVERS[`${border}-x`] = [`${border}-s`, `${border}-e`, `${border}-r`, `${border}-l`];
  COVERS[`${border}-y`] = [`${border}-t`, `${border}-b`];
}
COVERS.rounded = ["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map(
  (side) => `rounded-${side}`,
);
for (const [side, corners] of Object.entries({
  s: "ss es",
  e: "se ee",
  t: "tl tr",
  r: "tr br",
  b: "br bl",
  l: "tl bl",
})) {
  COVERS[`rounded-${side}`] = corners.split(" ").map((corner) => `rounded-${corner}`);
}

// Variants whose order changes what they select: they keep their place when variants are compared.
const ORDERED_VARIANTS =
  /^(\*|\*\*|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection|\[.*)$/;

/** `hover:focus:!-mx-2` → { variants: "focus:hover:!", utility: "mx-2" }, variants in a canonical order. */
function split(token: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (ORDERED_VARIANTS.test(part)) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: `${sorted.join(":")}:${important}`, utility };
}

function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) continue;
    const { variants, utility } = split(token);
    const group = groupOf(utility);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const covered of COVERS[group] ?? []) taken.add(variants + covered);
    }
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
