"use client";

import { ExternalLink } from "lucide-react";
import { QrCode } from "@/components/qr-code";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { describeLinkPrice } from "./link-price";

/** The hosted page's URL and its QR code: what the merchant shares with customers. */
export function PaymentLinkShareCard({ link, url }: { link: PaymentLink; url: string }) {
  const open = link.status === "ACTIVE";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share</CardTitle>
        <CardDescription>
          {open
            ? "Customers pay on this page. Send the link or show the QR code."
            : "This link no longer accepts payments; its page tells customers so."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <code className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs break-all select-all">
            {url}
          </code>
          <div className="flex flex-wrap gap-2">
            <CopyButton value={url} label="Copy link URL" showText variant="outline" />
            <Button asChild variant="outline" size="sm">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open page
              </a>
            </Button>
          </div>
        </div>
        <div className="flex justify-center">
          <QrCode
            value={url}
            label={`QR code of the payment link ${link.name}, ${describeLinkPrice(link)}`}
            size={176}
            className={open ? undefined : "opacity-50"}
          />
        </div>
      </CardContent>
    </Card>
  );
}
