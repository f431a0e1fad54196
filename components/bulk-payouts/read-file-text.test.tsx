import { describe, expect, it } from "vitest";
import { NOT_UTF8, readFileText } from "./read-file-text";

describe("reading a chosen payout file in the browser", () => {
  it("reads UTF-8 text as it is, without its byte-order mark", async () => {
    const read = await readFileText(new Blob(["\uFEFFreference\r\nJosé\r\n"]));
    expect(read).toEqual({ ok: true, text: "reference\r\nJosé\r\n" });
  });

  it("refuses a file in another encoding rather than turning its accents into marks", async () => {
    const latin1 = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]); // "José" as an older spreadsheet saves it
    expect(await readFileText(new Blob([latin1]))).toEqual({ ok: false, problem: NOT_UTF8 });
  });

  it("refuses a file over 5 MB without reading it", async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    expect(await readFileText(big)).toEqual({
      ok: false,
      problem: "The file is larger than 5 MB. Split it into files of at most 5,000 payouts.",
    });
  });
});
