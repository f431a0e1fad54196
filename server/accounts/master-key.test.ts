import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/server/env";
import { loadMasterKey, MASTER_KEY_FILE } from "./master-key";
import { decodeMasterKey } from "./master-key-format";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "console-master-key-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("master key", () => {
  it("is generated once into DATA_DIR/master.key with mode 0600, creating the directory", () => {
    const dataDir = join(root, "nested", "data");
    const first = loadMasterKey({ dataDir });
    const path = join(dataDir, MASTER_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(modeOf(path)).toBe(0o600);
    expect(decodeMasterKey(readFileSync(path, "utf8"))).toEqual(first);
    expect(loadMasterKey({ dataDir })).toEqual(first);
  });

  it("differs between data directories", () => {
    expect(loadMasterKey({ dataDir: join(root, "a") })).not.toEqual(
      loadMasterKey({ dataDir: join(root, "b") }),
    );
  });

  it("tightens a key file readable by others to 0600", () => {
    const key = randomBytes(32);
    const path = join(root, MASTER_KEY_FILE);
    writeFileSync(path, key.toString("hex"));
    chmodSync(path, 0o644);
    expect(loadMasterKey({ dataDir: root })).toEqual(key);
    expect(modeOf(path)).toBe(0o600);
  });

  it("refuses a key file that does not hold 32 bytes, without quoting it", () => {
    const path = join(root, MASTER_KEY_FILE);
    writeFileSync(path, "0123456789abcdef", { mode: 0o600 });
    expect(() => loadMasterKey({ dataDir: root })).toThrow(/does not hold a master key/);
    expect(() => loadMasterKey({ dataDir: root })).not.toThrow(/0123456789abcdef/);
  });

  it("prefers CONSOLE_MASTER_KEY and then writes no file", () => {
    const key = randomBytes(32);
    expect(loadMasterKey({ fromEnv: key, dataDir: root })).toEqual(key);
    expect(() => statSync(join(root, MASTER_KEY_FILE))).toThrow();
  });

  it("reads CONSOLE_MASTER_KEY and DATA_DIR through env() by default", () => {
    const key = randomBytes(32);
    const saved = { key: process.env.CONSOLE_MASTER_KEY, dir: process.env.DATA_DIR };
    try {
      process.env.CONSOLE_MASTER_KEY = key.toString("base64");
      process.env.DATA_DIR = root;
      resetEnvForTests();
      expect(loadMasterKey()).toEqual(key);
      delete process.env.CONSOLE_MASTER_KEY;
      resetEnvForTests();
      const generated = loadMasterKey();
      expect(generated).not.toEqual(key);
      expect(modeOf(join(root, MASTER_KEY_FILE))).toBe(0o600);
    } finally {
      for (const [name, value] of [
        ["CONSOLE_MASTER_KEY", saved.key],
        ["DATA_DIR", saved.dir],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvForTests();
    }
  });
});
