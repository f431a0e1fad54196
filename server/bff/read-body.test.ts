import { describe, expect, it } from "vitest";
import { BffError } from "./errors";
import { readBody, readJsonBody } from "./read-body";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("readBody", () => {
  it("reads the body as UTF-8 text", async () => {
    const request = new Request("http://x/", { method: "POST", body: '{"name":"café"}' });
    expect(await readBody(request)).toBe('{"name":"café"}');
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    const declared = new Request("http://x/", {
      method: "POST",
      body: "x".repeat(20),
      headers: { "content-length": "20" },
    });
    await expect(readBody(declared, 10)).rejects.toMatchObject({ status: 413 });
    const streamed = new Request("http://x/", {
      method: "POST",
      body: streamOf(["x".repeat(8), "x".repeat(8)]),
      duplex: "half",
    } as RequestInit);
    await expect(readBody(streamed, 10)).rejects.toBeInstanceOf(BffError);
  });

  it("reads an absent body as empty text", async () => {
    expect(await readBody(new Request("http://x/", { method: "POST" }))).toBe("");
  });
});

describe("readBody's deadline", () => {
  it("gives up on a body that drips in slower than the deadline, and stops reading it", async () => {
    let cancelled = false;
    const dripping = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        controller.enqueue(new TextEncoder().encode("x"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      body: dripping,
      duplex: "half",
    } as RequestInit);
    const started = Date.now();
    await expect(readBody(request, 1024, 200)).rejects.toMatchObject({
      status: 408,
      code: "request_timeout",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(cancelled).toBe(true);
  });
});

describe("readBody's encoding", () => {
  it("refuses a body that is not UTF-8 text with 400", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    await expect(readBody(request)).rejects.toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("takes a JSON body only when it says it is JSON, and an empty one whatever it says", async () => {
    const post = (body: string, type?: string) =>
      new Request("http://console.test/api", {
        method: "POST",
        body,
        headers: type ? { "content-type": type } : {},
      });
    expect(await readJsonBody(post('{"a":1}', "application/json"))).toBe('{"a":1}');
    expect(await readJsonBody(post('{"a":1}', "application/json; charset=utf-8"))).toBe('{"a":1}');
    expect(await readJsonBody(post('{"a":1}', "application/merge-patch+json"))).toBe('{"a":1}');
    expect(await readJsonBody(post(""))).toBe("");
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      undefined,
    ]) {
      const refused = await readJsonBody(post('{"a":1}', type)).catch((error: unknown) => error);
      expect(refused, String(type)).toBeInstanceOf(BffError);
      expect((refused as BffError).status, String(type)).toBe(415);
    }
  });
});
