"use client";

import { useTheme } from "next-themes";
import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

const toastColours = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;

/** Toasts follow the console's theme; mounted once by the console's providers, at the first input. Use `toast` from components/ui/toast.ts to show one. */
export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  const toasterTheme = theme === "light" || theme === "dark" ? theme : "system";
  return (
    <Sonner
      theme={toasterTheme}
      closeButton
      richColors
      className="toaster group"
      style={toastColours}
      {...props}
    />
  );
}
