import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";

/** The address the service delivers this account's webhooks to, or what to set when it is unknown. */
export function ReceiverUrlCard({ receiverUrl }: { receiverUrl: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>The console's receiver</CardTitle>
        <CardDescription>
          Payments, links, contracts and payouts created in this console without a webhook URL are sent with
          this one, so the console hears of their changes at once. A URL you type instead is sent as typed,
          and then the console does not get those events.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ReceiverUrlValue receiverUrl={receiverUrl} />
      </CardContent>
    </Card>
  );
}

export function ReceiverUrlValue({ receiverUrl }: { receiverUrl: string | null }) {
  if (!receiverUrl) {
    return (
      <p className="text-sm">
        Unknown: the console does not know the address the service can reach it at. Set{" "}
        <code className="font-mono text-xs">CONSOLE_PUBLIC_URL</code> (for example{" "}
        <code className="font-mono text-xs">https://console.example.lk</code>) and restart the console.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <code
        className="min-w-0 break-all rounded-md border bg-muted/40 px-2 py-1 font-mono text-xs"
        data-testid="receiver-url"
      >
        {receiverUrl}
      </code>
      <CopyButton value={receiverUrl} label="Copy receiver URL" />
    </div>
  );
}
