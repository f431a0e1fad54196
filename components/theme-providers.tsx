"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";

/**
 * The theme, which every page has (sign-in included); the signed-in console adds its own providers
 * (components/providers.tsx) in its layout. `nonce` is the page's script nonce (proxy.ts): next-themes
 * sets the theme with an inline script before the page paints.
 */
export function ThemeProviders({ children, nonce }: { children: ReactNode; nonce?: string | undefined }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
    </ThemeProvider>
  );
}
