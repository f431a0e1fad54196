import { describe, expect, it } from "vitest";
import { allowedHostEntries, hostMatcher, parseAllowedHosts } from "./allowed-hosts";

const loopback = { publicUrls: [], listenHost: "127.0.0.1", port: 3000, allowedHosts: undefined };

describe("the console's host names", () => {
  it("listening on loopback: the loopback names on the console's port, nothing else", () => {
    const allowed = hostMatcher(loopback);
    for (const host of ["127.0.0.1:3000", "localhost:3000", "LOCALHOST:3000", "[::1]:3000"]) {
      expect(allowed(host), host).toBe(true);
    }
    for (const host of ["evil.example", "evil.example:3000", "127.0.0.1:3001", "localhost", "", "a b"]) {
      expect(allowed(host), host).toBe(false);
    }
  });

  it("adds the public URLs' hosts (a missing port is the scheme's) and ALLOWED_HOSTS", () => {
    const allowed = hostMatcher({
      publicUrls: ["https://console.example.lk", "http://hooks.example.lk:8080", undefined],
      listenHost: "0.0.0.0",
      port: 3000,
      allowedHosts: "console-internal, 10.0.0.5:3000, [fd00::5]:3000",
    });
    for (const host of [
      "console.example.lk",
      "console.example.lk:443",
      "Console.Example.LK.",
      "hooks.example.lk:8080",
      "console-internal",
      "console-internal:9999",
      "10.0.0.5:3000",
      "[fd00::5]:3000",
      // Listening on every address, loopback among them.
      "localhost:3000",
    ]) {
      expect(allowed(host), host).toBe(true);
    }
    for (const host of ["console.example.lk:8443", "hooks.example.lk", "10.0.0.5", "0.0.0.0:3000"]) {
      expect(allowed(host), host).toBe(false);
    }
  });

  it("listening on a named address: that address and port", () => {
    const entries = allowedHostEntries({ ...loopback, listenHost: "192.168.1.20" });
    expect(entries).toEqual([{ name: "192.168.1.20", port: 3000 }]);
  });

  it("refuses an ALLOWED_HOSTS entry that is not a host", () => {
    expect(() => parseAllowedHosts("good.example, bad/host")).toThrow(/ALLOWED_HOSTS/);
    expect(parseAllowedHosts("::1, a.example:81")).toEqual([
      { name: "[::1]", port: null },
      { name: "a.example", port: 81 },
    ]);
  });
});
