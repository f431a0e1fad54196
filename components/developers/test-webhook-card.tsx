"use client";

import { CheckCircle2, Clock, Send, ShieldAlert, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { bffApi } from "@/data/api";
import { consoleGet, isBffError } from "@/data/bff";
import type { InboxItem, InboxPage } from "@/lib/webhook-inbox";
import { inboxHref } from "./inbox-queries";
import { formatClock } from "./time";

/** How long the card watches the inbox for the test event before it says it did not arrive. */
export const ARRIVAL_TIMEOUT_MS = 15_000;
const POLL_MS = 750;

export type TestOutcome =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "waiting" }
  | { kind: "arrived"; event: InboxItem }
  | { kind: "rate_limited"; retryAfter: number | null }
  | { kind: "not_arrived" }
  | { kind: "delivery_failed"; message: string }
  | { kind: "error"; message: string; requestId: string | null };

export interface TestWebhookDeps {
  /** The newest test event the inbox holds, before sending. */
  latestTestEvent: (accountId: string) => Promise<InboxItem | null>;
  send: (accountId: string, webhookUrl: string) => Promise<{ success: boolean; message: string }>;
  wait: (ms: number) => Promise<void>;
  timeoutMs: number;
}

const realDeps: TestWebhookDeps = {
  latestTestEvent: async (accountId) =>
    (await consoleGet<InboxPage>(accountId, "webhook-inbox?type=webhook.test&page=1&pageSize=10")).items[0] ??
    null,
  send: (accountId, webhookUrl) => bffApi(accountId).testWebhook({ body: { webhookUrl } }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeoutMs: ARRIVAL_TIMEOUT_MS,
};

/**
 * Sends a test webhook to the console's own receiver (POST /v1/webhooks/test) and watches the inbox for
 * it: arrived and verified (with a link), refused by the rate limit, not arrived within 15 s, or the
 * service's own delivery failure.
 */
export function TestWebhookCard({
  accountId,
  receiverUrl,
  canSend,
  cannotSendReason,
  deps = realDeps,
  onArrived,
  bare = false,
}: {
  accountId: string;
  receiverUrl: string | null;
  canSend: boolean;
  cannotSendReason?: string;
  deps?: TestWebhookDeps;
  /** Called once the test event is in the inbox (the settings page reloads its live-updates status). */
  onArrived?: (event: InboxItem) => void;
  /** Without its own card, inside another one. */
  bare?: boolean;
}) {
  const [outcome, setOutcome] = useState<TestOutcome>({ kind: "idle" });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const busy = outcome.kind === "sending" || outcome.kind === "waiting";

  async function run() {
    if (!receiverUrl) return;
    setOutcome({ kind: "sending" });
    try {
      const before = await deps.latestTestEvent(accountId);
      const answer = await deps.send(accountId, receiverUrl);
      if (!answer.success) {
        setOutcome({ kind: "delivery_failed", message: answer.message });
        return;
      }
      setOutcome({ kind: "waiting" });
      const deadline = Date.now() + deps.timeoutMs;
      while (alive.current) {
        const latest = await deps.latestTestEvent(accountId);
        if (latest && (before === null || latest.id > before.id)) {
          setOutcome({ kind: "arrived", event: latest });
          onArrived?.(latest);
          return;
        }
        if (Date.now() >= deadline) break;
        await deps.wait(POLL_MS);
      }
      if (alive.current) setOutcome({ kind: "not_arrived" });
    } catch (error) {
      if (isBffError(error) && error.status === 429) {
        setOutcome({ kind: "rate_limited", retryAfter: error.retryAfter });
      } else {
        setOutcome({
          kind: "error",
          message: error instanceof Error ? error.message : "The test webhook could not be sent.",
          requestId: isBffError(error) ? error.requestId : null,
        });
      }
    }
  }

  const body = (
    <>
      {!receiverUrl ? (
        <p className="text-sm text-muted-foreground">
          The console does not know its public address yet, so the service cannot reach it. Set{" "}
          <code className="font-mono text-xs">CONSOLE_PUBLIC_URL</code> to the address the service can reach
          this console at, then restart it.
        </p>
      ) : !canSend ? (
        <p className="text-sm text-muted-foreground">
          {cannotSendReason ?? "Your role can look at webhooks but not send a test."}
        </p>
      ) : (
        <div>
          <Button onClick={run} disabled={busy} aria-describedby="test-webhook-outcome">
            <Send aria-hidden="true" />
            {outcome.kind === "sending"
              ? "Sending…"
              : outcome.kind === "waiting"
                ? "Waiting for it to arrive…"
                : "Send a test webhook"}
          </Button>
        </div>
      )}
      <div id="test-webhook-outcome" aria-live="polite">
        <OutcomeNote accountId={accountId} outcome={outcome} />
      </div>
    </>
  );
  if (bare) return <div className="grid gap-3">{body}</div>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a test webhook</CardTitle>
        <CardDescription>
          The service signs a test event and delivers it to this console's receiver; the console verifies it
          and lists it in the webhook inbox.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}

function OutcomeNote({ accountId, outcome }: { accountId: string; outcome: TestOutcome }) {
  switch (outcome.kind) {
    case "idle":
    case "sending":
      return null;
    case "waiting":
      return <p className="text-sm text-muted-foreground">Sent. Watching the inbox for it…</p>;
    case "arrived":
      return (
        <Alert>
          <CheckCircle2 aria-hidden="true" className="text-success" />
          <AlertTitle>Arrived at {formatClock(outcome.event.receivedAt)}, signature verified</AlertTitle>
          <AlertDescription>
            <Link className="underline underline-offset-4" href={inboxHref(accountId, outcome.event.id)}>
              Open the test event
            </Link>
          </AlertDescription>
        </Alert>
      );
    case "rate_limited":
      return (
        <Alert variant="warning">
          <Clock aria-hidden="true" />
          <AlertTitle>Too many test webhooks</AlertTitle>
          <AlertDescription>
            The service allows 5 test webhooks a minute.{" "}
            {outcome.retryAfter
              ? `Try again in ${outcome.retryAfter} ${outcome.retryAfter === 1 ? "second" : "seconds"}.`
              : "Try again in a minute."}
          </AlertDescription>
        </Alert>
      );
    case "not_arrived":
      return (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Not arrived after 15 seconds</AlertTitle>
          <AlertDescription>
            The service said it delivered the event, but the console's receiver has not stored it. Check that
            the receiver URL is reachable from the service and that the account's webhook public key is set.
          </AlertDescription>
        </Alert>
      );
    case "delivery_failed":
      return (
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>The service could not deliver the test webhook</AlertTitle>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      );
    case "error":
      return (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>The test webhook was not sent</AlertTitle>
          <AlertDescription>
            {outcome.message}
            {outcome.requestId ? (
              <span className="block text-xs">
                Request id <code className="font-mono">{outcome.requestId}</code>
              </span>
            ) : null}
          </AlertDescription>
        </Alert>
      );
  }
}
