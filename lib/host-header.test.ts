import { describe, expect, it } from "vitest";
import { hostName, parseHost } from "./host-header";

describe("hostName", () => {
  it("takes the name out of a Host value, lower-cased, without port or trailing dot", () => {
    expect(hostName("LocalHost:4010")).toBe("localhost");
    expect(hostName("127.0.0.1")).toBe("127.0.0.1");
    expect(hostName("[::1]:4010")).toBe("[::1]");
    expect(hostName("sandbox.example.lk.")).toBe("sandbox.example.lk");
  });

  it("refuses values that are not a host and optional port", () => {
    for (const bad of ["", "a b", "host:port", "::1", "[::1", "host:123456", "user@host", "host/path"]) {
      expect([bad, hostName(bad)]).toEqual([bad, null]);
    }
  });

  it("keeps the port apart, and refuses a port past 65535", () => {
    expect(parseHost("Console.Example:8443")).toEqual({ name: "console.example", port: 8443 });
    expect(parseHost("[::1]")).toEqual({ name: "[::1]", port: null });
    expect(parseHost("127.0.0.1:65536")).toBeNull();
  });
});
