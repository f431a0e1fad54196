import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetchFor, isAllowedHost, isPublicAddress, parseAllowedHosts } from "./address-guard";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, shared, unspecified, multicast and reserved addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      // IPv4-compatible and IPv4-mapped addresses written in hex reach the same IPv4 hosts.
      "::7f00:1",
      "::127.0.0.1",
      "::a00:1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "0:0:0:0:0:ffff:7f00:1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("accepts public addresses of both families", () => {
    for (const address of [
      "1.1.1.1",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "::ffff:808:808",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("the allow-list", () => {
  it("matches a host on any port, or a host and port exactly", () => {
    const allowed = parseAllowedHosts(" 127.0.0.1:4010 , Gateway.internal ");
    expect(allowed).toEqual(["127.0.0.1:4010", "gateway.internal"]);
    expect(isAllowedHost(new URL("http://127.0.0.1:4010"), allowed)).toBe(true);
    expect(isAllowedHost(new URL("http://127.0.0.1:4011"), allowed)).toBe(false);
    expect(isAllowedHost(new URL("https://gateway.internal:8443/api"), allowed)).toBe(true);
  });
});

describe("guardedFetchFor", () => {
  let url = "";
  const server = createServer((_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end("{}"),
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("never connects to a loopback address that is not allowed, by literal or by name", async () => {
    const port = new URL(url).port;
    for (const base of [url, `http://localhost:${port}`, `http://[::ffff:127.0.0.1]:${port}`]) {
      const fetchGuarded = guardedFetchFor(base, []);
      const error = await fetchGuarded(`${base}/v1/payment/list`).catch((caught: unknown) => caught);
      expect(error, base).toBeInstanceOf(TypeError);
      expect(String((error as Error & { cause?: unknown }).cause), base).toMatch(/not a public address/);
    }
  });

  it("reaches a host an operator allowed", async () => {
    const response = await guardedFetchFor(url, [new URL(url).host])(`${url}/v1/payment/list`);
    expect(response.status).toBe(200);
  });
});
