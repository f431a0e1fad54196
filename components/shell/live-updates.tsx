"use client";

import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { applyChange, applyResync, type LiveStatus, parseChange } from "@/data/live-events";

const LiveStatusContext = createContext<LiveStatus>("paused");
const PAUSED_RECHECK_MS = 15_000;

/** Whether this page hears of changes as they happen; "paused" means it must look again by itself. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/**
 * Keeps one event stream of the account open while any of its pages is shown, and marks stale the
 * queries each change concerns. The browser reconnects by itself and says where it stopped
 * (Last-Event-ID), so what happened in between is sent on reconnection.
 */
export function LiveUpdates({ accountId, children }: { accountId: string; children: ReactNode }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setStatus("paused");
      return;
    }
    const source = new EventSource(`/api/accounts/${encodeURIComponent(accountId)}/events`);
    let wasLive = false;
    source.onopen = () => {
      // Back after a drop: the server replays what followed the last event seen.
      setStatus("live");
      wasLive = true;
    };
    source.onerror = () =>
      setStatus(source.readyState === EventSource.CLOSED ? "paused" : wasLive ? "paused" : "connecting");
    source.addEventListener("change", (message) => {
      const change = parseChange((message as MessageEvent<string>).data);
      if (change) void applyChange(client, accountId, change);
    });
    source.addEventListener("resync", () => void applyResync(client, accountId));
    return () => source.close();
  }, [accountId, client]);

  // The fallback while the stream is down: what the page shows is checked again every 15 s.
  useEffect(() => {
    if (status !== "paused") return;
    const timer = setInterval(() => void applyResync(client, accountId), PAUSED_RECHECK_MS);
    return () => clearInterval(timer);
  }, [status, accountId, client]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

/**
 * A small, polite note on every page of the account while live updates are not arriving: the page still
 * shows the service's answers, but changes made elsewhere no longer appear by themselves.
 */
export function LivePausedNote() {
  const status = useLiveStatus();
  if (status !== "paused") return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground"
    >
      <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
      Live updates paused, reconnecting. Until they resume, this page checks for changes every 15 seconds.
    </p>
  );
}
