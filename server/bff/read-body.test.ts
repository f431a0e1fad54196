import { describe, expect, it } from "vitest";
import { BffError } from "./errors";
import { readBody } from "./read-body";

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
