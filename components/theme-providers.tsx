"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";

/**
 * The theme, which every page has (sign-in included); the signed-in console adds its own providers
 * (components/providers.tsx) in its layout.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
