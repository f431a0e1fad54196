import { describe, expect, it } from "vitest";
import { findPasswdEntry } from "./postgres-os-user";

const passwd = [
  "root:x:0:0:root:/root:/bin/bash",
  "postgresql:x:7:7::/nonexistent:/usr/sbin/nologin",
  "# postgres:x:1:1:commented out",
  "postgres:x:101:104:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash",
  "",
].join("\n");

describe("findPasswdEntry", () => {
  it("finds the exact user name and its uid and gid", () => {
    expect(findPasswdEntry(passwd, "postgres")).toEqual({ uid: 101, gid: 104 });
    expect(findPasswdEntry(passwd, "root")).toEqual({ uid: 0, gid: 0 });
  });

  it("answers null for a missing user or a malformed line", () => {
    expect(findPasswdEntry(passwd, "nobody")).toBeNull();
    expect(findPasswdEntry("postgres:x:abc:1", "postgres")).toBeNull();
    expect(findPasswdEntry("postgres:x", "postgres")).toBeNull();
  });
});
