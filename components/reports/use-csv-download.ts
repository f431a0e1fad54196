"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { saveBlob } from "@/components/files/save-file";
import { type BffError, errorFromResponse } from "@/data/bff";

export type CsvDownloadState =
  | { phase: "idle" }
  /**
   * `total`: the rows the server expects to send (X-Total-Count), and `seconds` how long it expects to take
   * at a pace that leaves the service's rate limit to the rest of the console (X-Export-Estimated-Seconds).
   */
  | { phase: "running"; rows: number; total: number | null; seconds: number | null }
  | { phase: "done"; rows: number }
  | { phase: "failed"; rows: number; error: BffError | Error };

const NEWLINE = 10;

function countNewlines(chunk: Uint8Array): number {
  let n = 0;
  for (const byte of chunk) if (byte === NEWLINE) n++;
  return n;
}

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a streamed CSV while counting its rows as they arrive (one line each, after the header), then
 * hands the file to the browser. Cancelling stops the request, and with it the server's paging.
 */
export function useCsvDownload(fallbackName: string) {
  const [state, setState] = useState<CsvDownloadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (url: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      let rows = 0;
      setState({ phase: "running", rows, total: null, seconds: null });
      try {
        const response = await fetch(url, { credentials: "same-origin", signal: abort.signal });
        if (!response.ok || !response.body) {
          const body = await response.json().catch(() => undefined);
          throw errorFromResponse(response.status, response.headers, body);
        }
        const totalHeader = Number(response.headers.get("x-total-count"));
        const total = Number.isSafeInteger(totalHeader) && totalHeader >= 0 ? totalHeader : null;
        const secondsHeader = response.headers.get("x-export-estimated-seconds");
        const seconds =
          secondsHeader !== null && /^\d{1,7}$/.test(secondsHeader) ? Number(secondsHeader) : null;
        setState({ phase: "running", rows, total, seconds });
        const reader = response.body.getReader();
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let lines = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          lines += countNewlines(value);
          rows = Math.max(0, lines - 1);
          setState({ phase: "running", rows, total, seconds });
        }
        saveBlob(new Blob(chunks, { type: "text/csv;charset=utf-8" }), filenameOf(response, fallbackName));
        setState({ phase: "done", rows });
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ phase: "idle" });
          return;
        }
        setState({
          phase: "failed",
          rows,
          error: error instanceof Error ? error : new Error("The export failed."),
        });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [fallbackName],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
