import { CircleCheck, CircleDashed, CircleOff } from "lucide-react";
import { ReceiverUrlValue } from "@/components/developers/receiver-url-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { eventTypeLabel } from "@/lib/webhook-inbox";
import { LiveUpdatesTest } from "./live-updates-test";

export type LiveUpdatesState =
  | { kind: "working"; lastEvent: { eventType: string; receivedAt: string } }
  | { kind: "off"; reason: "no_public_address" | "no_public_key" }
  | { kind: "no_event_yet" };

/** Whether live updates reach this account, from what the console knows and the last confirmed event. */
export function liveUpdatesState(input: {
  receiverUrl: string | null;
  hasWebhookKey: boolean;
  lastEvent: { eventType: string; receivedAt: string } | null;
}): LiveUpdatesState {
  if (!input.receiverUrl) return { kind: "off", reason: "no_public_address" };
  if (!input.hasWebhookKey) return { kind: "off", reason: "no_public_key" };
  return input.lastEvent ? { kind: "working", lastEvent: input.lastEvent } : { kind: "no_event_yet" };
}

function StateLine({ state }: { state: LiveUpdatesState }) {
  if (state.kind === "working") {
    return (
      <p className="flex items-start gap-2">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          <strong>Working.</strong> Last event: {eventTypeLabel(state.lastEvent.eventType)} at{" "}
          {formatDateTime(state.lastEvent.receivedAt)} (Colombo).
        </span>
      </p>
    );
  }
  if (state.kind === "off") {
    return (
      <p className="flex items-start gap-2">
        <CircleOff className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          <strong>Off.</strong>{" "}
          {state.reason === "no_public_address"
            ? "The console does not know the public address the service can reach it at: set CONSOLE_PUBLIC_URL and restart the console."
            : "The account has no webhook public key, so the console cannot verify what the service sends. Replace the API key to fetch it again, or add it with --webhook-public-key-file."}{" "}
          Pages check for changes every few seconds instead.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2">
      <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <strong>No event yet.</strong> The console has not received a confirmed event for this account. Send a
        test webhook to check the loop.
      </span>
    </p>
  );
}

/** Settings → account: whether the service's webhooks reach this console, its receiver URL and a test. */
export function LiveUpdatesCard({
  accountId,
  state,
  receiverUrl,
  canSend,
  cannotSendReason,
}: {
  accountId: string;
  state: LiveUpdatesState;
  receiverUrl: string | null;
  canSend: boolean;
  cannotSendReason: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live updates</CardTitle>
        <CardDescription>
          The service sends each change to the console's receiver; pages then show it at once, without
          reloading.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div data-testid="live-updates-state">
          <StateLine state={state} />
        </div>
        <div className="grid gap-1">
          <h3 className="text-muted-foreground">Receiver URL</h3>
          <ReceiverUrlValue receiverUrl={receiverUrl} />
        </div>
        {state.kind === "off" && state.reason === "no_public_key" ? null : (
          <LiveUpdatesTest
            accountId={accountId}
            receiverUrl={receiverUrl}
            canSend={canSend}
            cannotSendReason={cannotSendReason}
          />
        )}
      </CardContent>
    </Card>
  );
}
