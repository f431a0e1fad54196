import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, loadAuthSecret } from "./auth-secret";

let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), "auth-secret-")), "data");
});
afterEach(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));

describe("loadAuthSecret", () => {
  it("generates a secret once into DATA_DIR with mode 0600 and reads the same one back", () => {
    const first = loadAuthSecret({ dataDir });
    const path = join(dataDir, AUTH_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8").trim()).toBe(first);
    expect(loadAuthSecret({ dataDir })).toBe(first);
  });

  it("gives a different secret to a different data directory", () => {
    const other = join(dataDir, "other");
    expect(loadAuthSecret({ dataDir })).not.toBe(loadAuthSecret({ dataDir: other }));
  });

  it("prefers AUTH_SECRET and then writes no file", () => {
    const fromEnv = "x".repeat(40);
    expect(loadAuthSecret({ dataDir, fromEnv })).toBe(fromEnv);
    expect(() => statSync(join(dataDir, AUTH_SECRET_FILE))).toThrow();
  });

  it("tightens a readable file and refuses one too short to be a secret", () => {
    loadAuthSecret({ dataDir });
    const path = join(dataDir, AUTH_SECRET_FILE);
    writeFileSync(path, "short\n", { mode: 0o644 });
    expect(() => loadAuthSecret({ dataDir })).toThrow(/at least 32 characters/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
