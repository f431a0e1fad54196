import { describe, expect, it } from "vitest";
import { bffLogEntry, CLIENT_WENT_AWAY } from "./log";

const line = (status: number) => ({ requestId: "r", method: "GET", status, durationMs: 1 });

describe("bffLogEntry", () => {
  it("logs a failure as an error, a client that left as info, everything else as a request", () => {
    expect(bffLogEntry(line(500))).toEqual({ level: "error", message: "request failed" });
    expect(bffLogEntry(line(502))).toEqual({ level: "error", message: "request failed" });
    expect(bffLogEntry(line(CLIENT_WENT_AWAY))).toEqual({ level: "info", message: "client went away" });
    expect(bffLogEntry(line(404))).toEqual({ level: "info", message: "request" });
  });
});
