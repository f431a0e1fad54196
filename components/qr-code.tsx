"use client";

import { lazy, Suspense } from "react";
import { cn } from "@/lib/cn";

// The encoder (qrcode.react: 5.5 kB brotli as served, 6.1 kB gzip) loads with the first code a page shows,
// not with every page that might show one.
const QrCodeDrawing = lazy(() =>
  import("./qr-code-drawing").then((module) => ({ default: module.QrCodeDrawing })),
);

export interface QrCodeProps {
  value: string;
  /** What scanning it does, for screen readers: "QR code to pay LKR 1,250.00". */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A scannable QR code. Always dark on white with a quiet zone, also in dark mode: phone scanners read
 * inverted codes badly. Its box holds its size while the code loads, so nothing moves when it appears.
 */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  return (
    <div className={cn("inline-flex rounded-lg border bg-white p-2", className)}>
      <Suspense
        fallback={
          <div role="img" aria-label={label} aria-busy="true" style={{ width: size, height: size }} />
        }
      >
        <QrCodeDrawing value={value} label={label} size={size} />
      </Suspense>
    </div>
  );
}
