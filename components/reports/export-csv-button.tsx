"use client";

import { Download } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ExportTarget } from "./running-export";

export interface ExportCsvButtonProps extends ExportTarget {
  /** The button's words, when "Export CSV" is not enough on its page. */
  label?: string;
}

type Runner = typeof import("./running-export").RunningExport;

// The export's code (the streamed download, its progress and its toasts) loads when a person points at the
// button, takes it with the keyboard or asks for the export.
const loadRunner = (): Promise<Runner> => import("./running-export").then((m) => m.RunningExport);

/**
 * "Export CSV" of a filtered list, streamed: a live row count while it runs, a way to cancel, and a toast
 * when it is done or stopped (with the request id). The payments list and both reports use it.
 */
export function ExportCsvButton({ href, noun, fallbackName, label = "Export CSV" }: ExportCsvButtonProps) {
  // The export under way, with the filters of the moment it started, whatever changes after.
  const [running, setRunning] = useState<{ href: string; Runner: Runner; focus: boolean } | null>(null);
  const [starting, setStarting] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  const end = useCallback(() => setRunning(null), []);

  // The keyboard's place comes back to the button when the export it started ends.
  useEffect(() => {
    if (running || !focusBack.current) return;
    focusBack.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [running]);

  const start = () => {
    const focus = document.activeElement === button.current;
    setStarting(true);
    loadRunner()
      .then(
        (Runner) => {
          focusBack.current = focus;
          setRunning({ href, Runner, focus });
        },
        () =>
          toast.error("The export could not start", {
            description: "Its code did not load. Check your connection and try again.",
          }),
      )
      .finally(() => setStarting(false));
  };

  if (running) {
    const { Runner } = running;
    return (
      <Runner
        href={running.href}
        noun={noun}
        fallbackName={fallbackName}
        onEnd={end}
        autoFocus={running.focus}
      />
    );
  }
  return (
    <Button
      ref={button}
      variant="outline"
      size="sm"
      loading={starting}
      onClick={start}
      onPointerEnter={() => void loadRunner().catch(() => undefined)}
      onFocus={() => void loadRunner().catch(() => undefined)}
    >
      {starting ? null : <Download aria-hidden="true" />}
      {label}
    </Button>
  );
}
