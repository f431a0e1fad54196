import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress, serveBrotli } from "./static-brotli";

const script = `console.log(${JSON.stringify("hello ".repeat(500))});\n`;
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-brotli-"));
  mkdirSync(join(dir, ".next", "static", "chunks"), { recursive: true });
  writeFileSync(join(dir, ".next", "static", "chunks", "app.js"), script);
  writeFileSync(join(dir, ".next", "static", "chunks", "logo.svg"), "<svg/>");
  writeFileSync(join(dir, ".next", "secret.js"), "secret");
  writeFileSync(join(dir, ".next", "secret.js.br"), "secret");
  server = createServer((request, response) => {
    if (!serveBrotli(dir, request, response, [{ key: "X-Content-Type-Options", value: "nosniff" }]))
      response.writeHead(299).end("next");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, so the body is seen as sent (fetch would inflate it). */
function get(path: string, encoding: string, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const req = request(
      `${base}${path}`,
      { method, headers: { "accept-encoding": encoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", fail);
    req.end();
  });
}

describe("static scripts in brotli", () => {
  it("writes a brotli file beside each script and stylesheet only", () => {
    const result = precompress(dir);
    expect(result.count).toBe(1);
    expect(result.compressed).toBeLessThan(result.raw);
  });

  it("answers a browser that accepts brotli with the compressed file and the usual headers", async () => {
    const { status, headers, body } = await get("/_next/static/chunks/app.js?v=1", "gzip, deflate, br");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(headers["cache-control"]).toContain("immutable");
    expect(headers.vary).toBe("Accept-Encoding");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("leaves everything else to Next", async () => {
    expect((await get("/_next/static/chunks/app.js", "gzip")).status).toBe(299);
    expect((await get("/_next/static/chunks/logo.svg", "br")).status).toBe(299);
    expect((await get("/_next/static/chunks/missing.js", "br")).status).toBe(299);
    expect((await get("/_next/static/%2e%2e/secret.js", "br")).status).toBe(299);
    expect((await get("/_next/static/%E0%A4%A.js", "br")).status).toBe(299);
    expect((await get("/other/app.js", "br")).status).toBe(299);
    expect((await get("/_next/static/chunks/app.js", "br", "POST")).status).toBe(299);
  });
});
