import { DetailList } from "@/components/detail/detail-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import Link from "@/components/ui/link";
import { formatDateTime } from "@/lib/format";

/** Keys should be replaced about every 90 days (the service's advice). */
export const KEY_ROTATION_DAYS = 90;

export function keyAgeDays(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000));
}

/** The account's API key: its id, when it was added or last replaced, and whether it is due for rotation. */
export function ApiKeyCard({
  accountId,
  keyId,
  createdAt,
  keyRotatedAt,
  canRotate,
  now,
}: {
  accountId: string;
  keyId: string;
  createdAt: string;
  keyRotatedAt: string | null;
  canRotate: boolean;
  now: Date;
}) {
  const since = keyRotatedAt ?? createdAt;
  const age = keyAgeDays(since, now);
  const due = age >= KEY_ROTATION_DAYS;
  const days = `${age} ${age === 1 ? "day" : "days"}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>API key</CardTitle>
        <CardDescription>
          The console signs every call to the payments service with this account's key. Its secret stays
          sealed in the console and is never shown.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DetailList
          items={[
            {
              label: "Key id",
              value: (
                <span className="flex min-w-0 items-center gap-1">
                  <code className="font-mono text-xs break-all">{keyId}</code>
                  <CopyButton value={keyId} label="Copy key id" />
                </span>
              ),
            },
            { label: "Account added", value: `${formatDateTime(createdAt)} (Colombo)` },
            {
              label: "Key last replaced",
              value: keyRotatedAt
                ? `${formatDateTime(keyRotatedAt)} (Colombo)`
                : "Never: the key it was added with",
            },
            { label: "Key age", value: `${days} (replace about every ${KEY_ROTATION_DAYS} days)` },
          ]}
        />
        {due ? (
          <Alert variant="warning">
            <AlertTitle>Time to replace this key</AlertTitle>
            <AlertDescription>
              It has been in use for {days}; the service recommends a new key about every {KEY_ROTATION_DAYS}{" "}
              days.
            </AlertDescription>
          </Alert>
        ) : null}
        {canRotate ? (
          <p className="text-sm">
            <Link
              className="underline underline-offset-4"
              href={`/settings/accounts/${encodeURIComponent(accountId)}`}
            >
              Replace the key in Settings
            </Link>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Owners and admins can replace the key in Settings.</p>
        )}
      </CardContent>
    </Card>
  );
}
