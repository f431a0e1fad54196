import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSecretFile } from "./secret-file";

const read = (text: string) => text.trim();

describe("readOrCreateSecretFile", () => {
  it("creates the secret once, with its directory, at mode 0600, and reads it back", () => {
    const path = join(mkdtempSync(join(tmpdir(), "secret-")), "nested", "secret");
    const first = readOrCreateSecretFile(path, { generate: () => "first-secret", read });
    const second = readOrCreateSecretFile(path, { generate: () => "second-secret", read });
    expect(first).toEqual({ value: "first-secret", created: true });
    expect(second).toEqual({ value: "first-secret", created: false });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("keeps the secret of a process that won the race to create it", () => {
    const path = join(mkdtempSync(join(tmpdir(), "secret-")), "secret");
    const result = readOrCreateSecretFile(path, {
      generate: () => {
        writeFileSync(path, "theirs\n", { mode: 0o600 });
        return "ours";
      },
      read,
    });
    expect(result).toEqual({ value: "theirs", created: false });
    expect(readFileSync(path, "utf8")).toBe("theirs\n");
  });

  it("passes the reader's refusal on", () => {
    const path = join(mkdtempSync(join(tmpdir(), "secret-")), "secret");
    writeFileSync(path, "\n", { mode: 0o600 });
    expect(() =>
      readOrCreateSecretFile(path, {
        generate: () => "unused",
        read: (text) => {
          if (text.trim() === "") throw new Error("empty secret file");
          return text;
        },
      }),
    ).toThrow("empty secret file");
  });
});
