// Zod compiles object parsers with `new Function()` when it may, and finds out by trying one: under the
// console's policy (no 'unsafe-eval' for scripts) the browser refuses it and reports a violation. In the
// browser, parse without the compiler (forms parse small bodies); the server keeps it.
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (what `config()` of "zod/v4/core" writes);
// setting it there directly spares every console page zod's code for one flag. zod-without-eval.test.ts
// checks that zod reads it.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

if (typeof window !== "undefined") {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
