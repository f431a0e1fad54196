"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorFromResponse } from "@/data/bff";
import type {
  ReconciliationMessage,
  ReconciliationSource,
  ReconciliationStatement,
} from "@/lib/reconciliation-report";

export type SourceProgress = Partial<Record<ReconciliationSource, { done: number; total: number }>>;

export type ReconciliationRun =
  | { phase: "idle" }
  | { phase: "running"; progress: SourceProgress }
  | { phase: "done"; statement: ReconciliationStatement; csv: string }
  | { phase: "cancelled" }
  | { phase: "failed"; message: string; requestId: string | null };

/** The route's NDJSON, line by line, as the bytes arrive. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line !== "") yield line;
      newline = buffer.indexOf("\n");
    }
  }
  const rest = (buffer + decoder.decode()).trim();
  if (rest !== "") yield rest;
}

/**
 * Runs the window's reconciliation through the console's streamed route, keeping the progress of each
 * source; cancelling (or leaving the page) closes the request, which stops the server's reading.
 */
export function useReconciliation(accountId: string) {
  const [run, setRun] = useState<ReconciliationRun>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (window: { from: string | null; to: string | null }) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setRun({ phase: "running", progress: {} });
      const query = new URLSearchParams();
      if (window.from) query.set("from", window.from);
      if (window.to) query.set("to", window.to);
      try {
        const response = await fetch(
          `/api/accounts/${encodeURIComponent(accountId)}/reconciliation${query.size > 0 ? `?${query}` : ""}`,
          { signal: abort.signal, headers: { Accept: "application/x-ndjson" } },
        );
        if (!response.ok || !response.body) {
          const body = await response.json().catch(() => null);
          const error = errorFromResponse(response.status, response.headers, body);
          setRun({ phase: "failed", message: error.message, requestId: error.requestId });
          return;
        }
        const progress: SourceProgress = {};
        for await (const line of lines(response.body)) {
          const message = JSON.parse(line) as ReconciliationMessage;
          if (message.type === "progress") {
            progress[message.source] = { done: message.done, total: message.total };
            setRun({ phase: "running", progress: { ...progress } });
          } else if (message.type === "result") {
            setRun({ phase: "done", statement: message.statement, csv: message.csv });
            return;
          } else {
            setRun({ phase: "failed", message: message.message, requestId: message.requestId });
            return;
          }
        }
        setRun({
          phase: "failed",
          message: "The check stopped before it finished.",
          requestId: response.headers.get("x-request-id"),
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        setRun({
          phase: "failed",
          message:
            error instanceof Error && error.message ? error.message : "The console could not be reached.",
          requestId: null,
        });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [accountId],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: "cancelled" });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: "idle" });
  }, []);

  return { run, start, cancel, reset };
}
