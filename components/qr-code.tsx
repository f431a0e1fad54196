"use client";

import { QRCodeSVG } from "qrcode.react";
import { cn } from "@/lib/cn";

export interface QrCodeProps {
  value: string;
  /** What scanning it does, for screen readers: "QR code to pay LKR 1,250.00". */
  label: string;
  size?: number;
  className?: string;
}

/**
 * A scannable QR code. Always dark on white with a quiet zone, also in dark mode: phone scanners read
 * inverted codes badly.
 */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  return (
    <div className={cn("inline-flex rounded-lg border bg-white p-2", className)}>
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        title={label}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
