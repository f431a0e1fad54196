import type { Metadata, Viewport } from "next";
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets the class on <html> before React hydrates, hence the suppression.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ThemeProviders>{children}</ThemeProviders>
      </body>
    </html>
  );
}
