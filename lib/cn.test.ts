import { Scanner } from "@tailwindcss/oxide";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

// The classes Tailwind finds in the console's source, as it finds them for the stylesheet; those that
// tailwind-merge knows as utilities (a known utility written twice is kept once).
const root = new URL("..", import.meta.url).pathname;
const candidates = new Scanner({
  sources: [
    { base: root, pattern: "{app,components,lib}/**/*.{ts,tsx}", negated: false },
    // This merger's own tables name groups ("font-size"), not classes.
    { base: root, pattern: "lib/cn*.ts", negated: true },
  ],
}).scan();
const utilities = candidates.filter((token) => twMerge(`${token} ${token}`) === token);

describe("cn", () => {
  it("joins conditional classes and lets the later of two conflicting utilities win", () => {
    expect(cn("px-4 py-2 text-sm", false && "hidden", "px-2")).toBe("py-2 text-sm px-2");
    expect(cn("p-3", "px-2")).toBe("p-3 px-2");
    expect(cn("px-2", "p-3")).toBe("p-3");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("border border-input", "border-destructive", "border-b-2")).toBe(
      "border border-destructive border-b-2",
    );
    expect(cn("hover:bg-accent bg-card", "bg-muted")).toBe("hover:bg-accent bg-muted");
    expect(cn("[&_svg]:size-4", "[&_svg]:size-3")).toBe("[&_svg]:size-3");
    expect(cn("group flex", "grid peer")).toBe("group grid peer");
  });

  it("finds the console's classes in its source", () => {
    // A scanner that found nothing would make the comparisons below pass for nothing.
    expect(utilities.length).toBeGreaterThan(400);
    expect(utilities).toEqual(expect.arrayContaining(["px-4", "text-sm", "bg-primary", "rounded-md"]));
  });

  it("merges every pair of those classes as tailwind-merge does", () => {
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const classes = `${first} ${second}`;
        const expected = twMerge(classes);
        if (cn(classes) !== expected) differences.push(`${classes} → ${cn(classes)}, not ${expected}`);
      }
    }
    expect(differences.slice(0, 60)).toEqual([]);
  }, 60_000);

  it("merges longer lists of them, with variants and `!`, as tailwind-merge does", () => {
    const variant = fc.constantFrom("", "hover:", "md:", "dark:", "md:hover:", "hover:md:", "!");
    const token = fc
      .tuple(variant, fc.constantFrom(...utilities))
      .map(([prefix, utility]) => (prefix === "!" ? `${utility}!` : prefix + utility));
    fc.assert(
      fc.property(fc.array(token, { minLength: 2, maxLength: 8 }), (tokens) => {
        expect(cn(...tokens)).toBe(twMerge(tokens.join(" ")));
      }),
      { numRuns: 2000 },
    );
  });
});
