"use client";

import { ExternalLink, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { QrCode } from "@/components/qr-code";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { SigningCountdown } from "./signing-countdown";

/** A link shown on one line, with copy; web links also open in a new tab. */
function ApprovalLink({ href, label }: { href: string; label: string }) {
  const web = /^https?:\/\//i.test(href);
  return (
    <div className="grid w-full min-w-0 gap-1">
      <span className="text-sm text-muted-foreground">{label}</span>
      <div className="flex w-full min-w-0 items-center gap-1 rounded-md border bg-muted/40 py-1 pr-1 pl-3">
        <code className="min-w-0 flex-1 truncate font-mono text-xs" title={href}>
          {href}
        </code>
        <CopyButton value={href} label={`Copy the ${label.toLowerCase()}`} />
        {web ? (
          <Button asChild variant="ghost" size="icon-sm">
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open the ${label.toLowerCase()} in a new tab`}
              title={`Open the ${label.toLowerCase()} in a new tab`}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What the customer needs to sign an INITIATED contract: the QR code for their wallet app, the deep link
 * to send to their phone, and the time left. `status` says how the page learns of the signature.
 */
export function ApprovalCard({ contract, status }: { contract: Contract; status: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer approval</CardTitle>
        <CardDescription>
          The customer scans the code with the Exchange A Pay app, or opens the link on their phone, and
          approves “{contract.serviceName}”.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">
        {contract.qrContent ? (
          <QrCode
            value={contract.qrContent}
            label={`QR code to approve the direct debit for ${contract.serviceName}`}
            size={208}
          />
        ) : null}
        {contract.deepLink ? <ApprovalLink href={contract.deepLink} label="Deep link" /> : null}
        {contract.qrContent ? <ApprovalLink href={contract.qrContent} label="Approval page" /> : null}
        {contract.requestExpireTime ? (
          <div className="w-full">
            <SigningCountdown deadline={contract.requestExpireTime} />
          </div>
        ) : null}
        {!contract.qrContent && !contract.deepLink ? (
          <p className="text-sm text-muted-foreground">
            The service sent no QR code or deep link for this contract; the customer approves it in their
            wallet app.
          </p>
        ) : null}
        <div className="w-full text-sm" aria-live="polite">
          {status}
        </div>
      </CardContent>
    </Card>
  );
}

/** "Waiting for the customer… checked 3 s ago" while the page follows the contract. */
export function FollowingNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Loader2 className="size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
