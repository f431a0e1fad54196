"use client";

import { CheckCircle2, CircleAlert, Info, X } from "lucide-react";
import { RequestIdLine } from "@/components/forms/request-id-line";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ContractChange } from "../contract-changes";

/** What the last sync found: the changes, "nothing changed", or why it failed. */
export type SyncResult =
  | { kind: "changed"; changes: ContractChange[] }
  | { kind: "unchanged" }
  | { kind: "failed"; message: string; requestId: string | null };

/** The outcome of Sync under the page's header, until dismissed or the next sync. */
export function SyncOutcome({ result, onDismiss }: { result: SyncResult; onDismiss: () => void }) {
  const dismiss = (
    <Button
      variant="ghost"
      size="icon-sm"
      className="absolute top-2 right-2"
      aria-label="Dismiss"
      title="Dismiss"
      onClick={onDismiss}
    >
      <X aria-hidden="true" />
    </Button>
  );
  if (result.kind === "failed") {
    return (
      <Alert variant="destructive" role="alert" className="pr-12">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>The contract could not be synced</AlertTitle>
        <AlertDescription>
          <p>{result.message}</p>
          <RequestIdLine requestId={result.requestId} />
        </AlertDescription>
        {dismiss}
      </Alert>
    );
  }
  if (result.kind === "unchanged") {
    return (
      <Alert role="status" className="pr-12">
        <Info aria-hidden="true" />
        <AlertTitle>Nothing changed</AlertTitle>
        <AlertDescription>The provider reports the contract exactly as shown.</AlertDescription>
        {dismiss}
      </Alert>
    );
  }
  const count = result.changes.length;
  return (
    <Alert role="status" className="pr-12">
      <CheckCircle2 aria-hidden="true" className="text-success" />
      <AlertTitle>
        Synced: {count} {count === 1 ? "change" : "changes"}
      </AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {result.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium text-foreground">{change.label}:</span> {change.before}{" "}
              <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> {change.after}
            </li>
          ))}
        </ul>
      </AlertDescription>
      {dismiss}
    </Alert>
  );
}
