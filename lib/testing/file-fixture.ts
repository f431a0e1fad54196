import { afterAll, beforeAll } from "vitest";

/**
 * Something a test file sets up once, before its tests (and before any `beforeAll` registered after this
 * call), and tears down after them. The handle stands for it from then on; reading it at the top level of
 * the file, before the tests run, throws.
 */
export function fileFixture<T extends object>(
  setUp: () => Promise<T>,
  tearDown?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await setUp();
  });
  afterAll(async () => {
    if (value !== undefined) await tearDown?.(value);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (value === undefined)
        throw new Error("A file fixture is read before it was set up: read it inside tests");
      const found = Reflect.get(value, key, value);
      return typeof found === "function" ? found.bind(value) : found;
    },
  });
}
