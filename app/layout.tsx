import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ThemeProviders } from "@/components/theme-providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Merchant Console", template: "%s · Merchant Console" },
  description: "Payments, links, branches, settlements and offramp for USDT and LKR merchants.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#18181b" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's script nonce (proxy.ts), for next-themes' inline script. Reading it renders every page per
  // request, as a nonce requires.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets the class on <html> before React hydrates, hence the suppression.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ThemeProviders nonce={nonce}>{children}</ThemeProviders>
      </body>
    </html>
  );
}
