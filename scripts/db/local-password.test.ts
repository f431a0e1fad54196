import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readOrCreatePassword } from "./local-password";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "password-test-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readOrCreatePassword", () => {
  it("generates a URL-safe password once, readable only by its owner, and then keeps it", async () => {
    const file = join(dir, "postgres.password");
    const first = await readOrCreatePassword(file);
    expect(first.created).toBe(true);
    expect(first.password).toMatch(/^[0-9a-f]{48}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await readOrCreatePassword(file);
    expect(second).toEqual({ password: first.password, created: false });
    expect((await readFile(file, "utf8")).trim()).toBe(first.password);
  });

  it("refuses an empty password file instead of replacing it", async () => {
    const file = join(dir, "postgres.password");
    await writeFile(file, "\n");
    await expect(readOrCreatePassword(file)).rejects.toThrow(/empty/);
  });
});
