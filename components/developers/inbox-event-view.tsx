"use client";

import { useQuery } from "@tanstack/react-query";
import { ShieldCheck, ShieldQuestion } from "lucide-react";
import { DateCell } from "@/components/date-cell";
import { BackLink } from "@/components/detail/back-link";
import { DetailList } from "@/components/detail/detail-list";
import { NotFoundState } from "@/components/detail/not-found-state";
import { DetailQueryStates } from "@/components/query-error-state";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDate, formatDateTime } from "@/lib/format";
import { eventTypeLabel, type InboxEventDetail, withheldReasons } from "@/lib/webhook-inbox";
import { ConfirmationBadge, ResourceCell } from "./inbox-labels";
import { inboxEventOptions, inboxHref } from "./inbox-queries";
import { prettyJson } from "./pretty-json";
import { formatClock } from "./time";

/** "MEUCIQ…x9Q==": a long signature shortened for the page; the copy button copies all of it. */
export function shortSignature(signature: string): string {
  return signature.length > 24 ? `${signature.slice(0, 12)}…${signature.slice(-8)}` : signature;
}

/** One received webhook: what it is, its confirmation, its body (unless withheld) and its signed headers. */
export function InboxEventView({ accountId, eventId }: { accountId: string; eventId: string }) {
  const event = useQuery(inboxEventOptions(accountId, eventId));
  const back = <BackLink href={inboxHref(accountId)}>Webhook inbox</BackLink>;
  if (!event.isSuccess)
    return (
      <DetailQueryStates
        query={event}
        back={back}
        loading="Loading the event"
        notFound={
          <NotFoundState
            title="This event is not in the inbox"
            description="No received webhook with this number belongs to this account (or is yours to read). Find it in the inbox."
            listHref={inboxHref(accountId)}
            listLabel="The webhook inbox"
          />
        }
        failedTitle="The event could not be loaded"
      />
    );
  return (
    <div className="grid gap-6">
      {back}
      <EventDetail accountId={accountId} event={event.data} />
    </div>
  );
}

function EventDetail({ accountId, event }: { accountId: string; event: InboxEventDetail }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{eventTypeLabel(event.eventType)}</CardTitle>
          <CardDescription>
            <code className="font-mono text-xs">{event.eventType}</code>, received{" "}
            {formatDateTime(event.receivedAt)} (Colombo)
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              {
                label: "Resource",
                value: (
                  <ResourceCell
                    accountId={accountId}
                    kind={event.resourceKind}
                    id={event.resourceId}
                    confirmation={event.confirmation}
                    full
                  />
                ),
              },
              { label: "Received", value: <DateCell value={event.receivedAt} layout="stacked" /> },
              {
                label: "Signature",
                value: event.verified ? (
                  <span className="inline-flex items-center gap-1">
                    <ShieldCheck className="size-4 text-success" aria-hidden="true" />
                    Verified with the account's webhook public key
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    <ShieldQuestion className="size-4" aria-hidden="true" />
                    Not verified
                  </span>
                ),
              },
              {
                label: "Confirmation",
                value: (
                  <span className="grid gap-1">
                    <span>
                      <ConfirmationBadge confirmation={event.confirmation} />
                    </span>
                    {event.confirmedAt && event.confirmation === "confirmed" ? (
                      <span className="text-xs text-muted-foreground">
                        {event.resourceKind === "test"
                          ? `A test event, counted at ${formatClock(event.confirmedAt)}`
                          : `Read back with this account's key at ${formatClock(event.confirmedAt)}${
                              event.resourceStatus ? `; status then ${event.resourceStatus}` : ""
                            }`}
                      </span>
                    ) : null}
                  </span>
                ),
              },
              { label: "Delivery attempt", value: event.attempt ?? null },
              {
                label: "Duplicates seen",
                value:
                  event.duplicates === 0
                    ? "None"
                    : `${event.duplicates} redelivered ${event.duplicates === 1 ? "copy" : "copies"}, ignored`,
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Body</CardTitle>
          <CardDescription>As delivered, keys in the order the service sent them.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {event.withheld ? (
            <Alert variant={event.withheld === "foreign" ? "warning" : "default"}>
              <ShieldQuestion aria-hidden="true" />
              <AlertTitle>
                {event.withheld === "foreign" ? "Another merchant's event" : "Not yet confirmed"}
              </AlertTitle>
              <AlertDescription>{withheldReasons[event.withheld]}</AlertDescription>
            </Alert>
          ) : event.rawBody !== null ? (
            <>
              <pre
                className="max-h-[28rem] overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-xs"
                data-testid="event-body"
              >
                {prettyJson(event.rawBody)}
              </pre>
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm text-muted-foreground">Raw body (what the signature covers)</h3>
                  <CopyButton value={event.rawBody} label="Copy raw body" showText />
                </div>
                <pre className="overflow-x-auto rounded-md border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap break-all">
                  {event.rawBody}
                </pre>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Signed headers</CardTitle>
          <CardDescription>
            The signature covers the timestamp header immediately followed by the raw body.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              {
                label: "X-Webhook-Timestamp",
                value: (
                  <span className="grid">
                    <code className="font-mono text-xs">{event.headers.timestamp}</code>
                    <span className="text-xs text-muted-foreground">
                      {formatDate(new Date(event.headers.timestamp))}, {formatClock(event.headers.timestamp)}{" "}
                      (Colombo)
                    </span>
                  </span>
                ),
              },
              { label: "X-Webhook-Attempt", value: event.headers.attempt ?? null },
              {
                label: "X-Webhook-Signature",
                wide: true,
                value: event.headers.signature ? (
                  <span className="flex min-w-0 items-center gap-1">
                    <code className="truncate font-mono text-xs" title={event.headers.signature}>
                      {shortSignature(event.headers.signature)}
                    </code>
                    <CopyButton value={event.headers.signature} label="Copy signature" />
                  </span>
                ) : (
                  <span className="text-muted-foreground">
                    Not kept for events received before this version
                  </span>
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
