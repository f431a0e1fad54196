import { expect, it } from "vitest";
import { z } from "zod";
import { config } from "zod/v4/core";
import "./zod-without-eval";

it("turns off zod's compiled parsers in the browser, through the configuration zod reads", () => {
  expect(typeof window).toBe("object");
  expect(config().jitless).toBe(true);
  // And zod still parses objects.
  expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
});
