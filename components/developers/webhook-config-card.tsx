"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { DetailList } from "@/components/detail/detail-list";
import { QueryErrorState } from "@/components/query-error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiQueries } from "@/data/queries";
import { retryScheduleInWords } from "./retry-schedule";

/** Saves the public key as a .pem file named after the account's environment. */
export function downloadPem(pem: string, environment: string) {
  const url = URL.createObjectURL(
    new Blob([pem.endsWith("\n") ? pem : `${pem}\n`], { type: "application/x-pem-file" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = `webhook-public-key-${environment}.pem`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /v1/webhooks/config: how the service signs this account's webhooks, and how it retries them. */
export function WebhookConfigCard({ accountId, environment }: { accountId: string; environment: string }) {
  const config = useQuery(apiQueries(accountId).getWebhookConfig());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhook signing</CardTitle>
        <CardDescription>
          Verify every delivery with this public key over the timestamp header followed by the raw body, and
          refuse timestamps more than 5 minutes from now.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.isPending ? (
          <div
            className="grid gap-3"
            role="status"
            aria-busy="true"
            aria-label="Loading the webhook settings"
          >
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : config.isError ? (
          <QueryErrorState query={config} title="The webhook settings could not be loaded" />
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm text-muted-foreground">Public key (SPKI PEM)</h3>
                <div className="flex gap-1">
                  <CopyButton value={config.data.publicKey} label="Copy public key" showText />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => downloadPem(config.data.publicKey, environment)}
                  >
                    <Download aria-hidden="true" />
                    Download .pem
                  </Button>
                </div>
              </div>
              <pre
                className="overflow-x-auto rounded-md border bg-muted/40 p-3 font-mono text-xs"
                data-testid="public-key"
              >
                {config.data.publicKey}
              </pre>
            </div>
            <DetailList
              items={[
                { label: "Algorithm", value: config.data.algorithm },
                {
                  label: "Signature header",
                  value: <code className="font-mono text-xs">{config.data.signatureHeader}</code>,
                },
                {
                  label: "Timestamp header",
                  value: <code className="font-mono text-xs">{config.data.timestampHeader}</code>,
                },
                {
                  label: "Attempt header",
                  value: <code className="font-mono text-xs">{config.data.attemptHeader}</code>,
                },
                {
                  label: "Retries",
                  value: retryScheduleInWords(config.data.retryDelaysMinutes, config.data.maxAttempts),
                  wide: true,
                },
              ]}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
