"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { applyChange, applyResync, type LiveStatus, parseChange } from "@/data/live-events";

const LiveStatusContext = createContext<LiveStatus>("paused");

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

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

/** A small, polite note while live updates are not arriving. */
export function LivePausedNote() {
  const status = useLiveStatus();
  if (status !== "paused") return null;
  return (
    <p role="status" className="text-xs text-muted-foreground">
      Live updates paused: this page checks for changes every few seconds until they resume.
    </p>
  );
}
