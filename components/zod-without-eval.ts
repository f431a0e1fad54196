import { config } from "zod/v4/core";

// Zod compiles object parsers with `new Function()` when it may, and finds out by trying one: under the
// console's policy (no 'unsafe-eval' for scripts) the browser refuses it and reports a violation. In the
// browser, parse without the compiler (forms parse small bodies); the server keeps it.
if (typeof window !== "undefined") config({ jitless: true });
