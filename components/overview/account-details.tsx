import type { ReactNode } from "react";
import { EnvironmentBadge } from "@/components/shell/environment-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTime } from "@/lib/format";

/** What the card shows of a stored account (the account itself can be given: the rest is not read). */
export interface StoredAccountDetails {
  environment: "sandbox" | "production";
  baseUrl: string;
  keyId: string;
  capabilities: readonly string[];
  hasWebhookKey: boolean;
  createdAt: string;
  keyRotatedAt: string | null;
}

const capabilityLabels: Record<string, string> = { AGGREGATOR: "Aggregator" };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-y-1 sm:col-span-2 sm:grid-cols-subgrid sm:items-center">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The account's configuration as stored in the console. The key appears by its id only. */
export function AccountDetails({ account }: { account: StoredAccountDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>How the console reaches the payments service for this merchant.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-8">
          <Row label="Environment">
            <EnvironmentBadge environment={account.environment} />
          </Row>
          <Row label="API key id">
            <span className="flex min-w-0 items-center gap-1">
              <code className="truncate font-mono text-xs">{account.keyId}</code>
              <CopyButton value={account.keyId} label="Copy API key id" />
            </span>
          </Row>
          <Row label={account.keyRotatedAt ? "Key replaced" : "Key added"}>
            {formatDateTime(account.keyRotatedAt ?? account.createdAt)}
          </Row>
          <Row label="Capabilities">
            {account.capabilities.length === 0 ? (
              "Merchant"
            ) : (
              <span className="flex flex-wrap gap-1.5">
                {account.capabilities.map((capability) => (
                  <Badge key={capability} variant="info">
                    {capabilityLabels[capability] ?? capability}
                  </Badge>
                ))}
              </span>
            )}
          </Row>
          <Row label="Service URL">
            <span className="block truncate font-mono text-xs">{account.baseUrl}</span>
          </Row>
          <Row label="Webhook signatures">
            {account.hasWebhookKey ? "Checked against the stored public key" : "No public key stored"}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
