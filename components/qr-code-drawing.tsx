"use client";

import { QRCodeSVG } from "qrcode.react";

/** The code itself; loaded with the first QR code a page shows (see qr-code.tsx). */
export function QrCodeDrawing({ value, label, size }: { value: string; label: string; size: number }) {
  return (
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
  );
}
