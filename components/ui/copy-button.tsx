"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { Button, type ButtonProps } from "./button";

export interface CopyButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  value: string;
  /** What is copied, for the accessible name: "Copy payment id". */
  label: string;
  /** Shows "Copy" next to the icon instead of the icon alone. */
  showText?: boolean;
  onCopied?: () => void;
}

const FEEDBACK_MS = 2000;

/** Copies `value` to the clipboard and says so, on screen and to screen readers, for two seconds. */
export function CopyButton({
  value,
  label,
  showText = false,
  onCopied,
  className,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
      onCopied?.();
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), FEEDBACK_MS);
  }

  const text = state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy";
  return (
    <>
      <Button
        variant="ghost"
        size={showText ? "sm" : "icon-sm"}
        aria-label={showText ? undefined : state === "idle" ? label : text}
        title={state === "idle" ? label : text}
        className={cn(state === "failed" && "text-destructive", className)}
        onClick={copy}
        {...props}
      >
        {state === "copied" ? (
          <Check className="text-success" aria-hidden="true" />
        ) : (
          <Copy aria-hidden="true" />
        )}
        {showText ? <span>{state === "idle" ? "Copy" : text}</span> : null}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? `${label}: copied to the clipboard` : state === "failed" ? "Copy failed" : ""}
      </span>
    </>
  );
}
