import { BffError, errorFromResponse } from "@/data/bff";
import type { ChartReadEvent } from "@/lib/float-read";

export interface ChartReadProgress {
  pagesRead: number;
  totalPages: number;
  totalItems: number;
  secondsLeft: number;
}

/**
 * Reads a chart route's NDJSON answer: progress lines as pages arrive, then the rows. A refusal before the
 * stream (a status) or an error line in it becomes a BffError with the request id.
 */
export async function readChartStream<T, S>(
  url: string,
  options: { signal?: AbortSignal; onProgress?: (progress: ChartReadProgress) => void } = {},
): Promise<{ rows: T[]; summary: S }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new BffError({ status: 0, message: "The console could not be reached. Check your connection." });
  }
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, response.headers, body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (line === "") continue;
      const event = JSON.parse(line) as ChartReadEvent<T, S>;
      if (event.type === "progress") options.onProgress?.(event);
      else if (event.type === "done") return { rows: event.rows, summary: event.summary };
      else throw new BffError({ status: 502, message: event.message, requestId: event.requestId });
    }
    if (done) break;
  }
  throw new BffError({
    status: 502,
    message: "The answer ended before every page was read. Try again.",
    requestId: response.headers.get("x-request-id"),
  });
}
