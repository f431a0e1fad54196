"use client";

import { MonitorSmartphone } from "lucide-react";
import { useRouter } from "next/navigation";
import { DateCell } from "@/components/date-cell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import type { ActiveSession } from "@/lib/sessions";
import { SessionEndDialog } from "./session-end-dialog";

export interface SessionsActions {
  /** Another device's session needs the current password; this one's does not. */
  end: (input: {
    sessionId: string;
    currentPassword?: string;
  }) => Promise<ActionResult<{ ended: true }, "currentPassword">>;
  endOthers: (input: {
    currentPassword: string;
  }) => Promise<ActionResult<{ ended: number }, "currentPassword">>;
}

function refusal(result: { message: string; requestId?: string }) {
  const id = result.requestId ? ` (request id ${result.requestId})` : "";
  return { error: `${result.message}${id}` };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The person's active sessions: where and when each signed in, when it was last used, and a way to end it. */
export function SessionsList({ sessions, actions }: { sessions: ActiveSession[]; actions: SessionsActions }) {
  const router = useRouter();
  const others = sessions.filter((session) => !session.current);

  if (sessions.length === 0) {
    return (
      <EmptyState
        icon={MonitorSmartphone}
        title="No sessions to show"
        description="Sessions are listed from their sign-in on. Sign out and in again to see this one here."
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <CardDescription>
          {plural(sessions.length, "active session", "active sessions")}. End any you do not recognise, then
          change your password.
        </CardDescription>
        {others.length > 0 ? (
          <CardAction>
            <SessionEndDialog
              trigger={
                <Button variant="outline" size="sm">
                  End all other sessions
                </Button>
              }
              title="End all other sessions?"
              description={`${plural(others.length, "session", "sessions")} on other devices will be signed out at once. This device stays signed in.`}
              confirmLabel="End other sessions"
              pendingLabel="Ending…"
              onEnd={(currentPassword) => actions.endOthers({ currentPassword })}
              onEnded={() => {
                toast.success("Your other sessions were ended");
                router.refresh();
              }}
            />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Active sessions">
          {sessions.map((session) => (
            <li
              key={session.id}
              data-testid="session-row"
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{session.device}</span>
                  {session.current ? <Badge variant="success">This device</Badge> : null}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="text-muted-foreground">Address</dt>
                  <dd className="break-all">{session.address ?? "Not known"}</dd>
                  <dt className="text-muted-foreground">Signed in</dt>
                  <dd>
                    <DateCell value={session.signedInAt} />
                  </dd>
                  <dt className="text-muted-foreground">Last seen</dt>
                  <dd>{session.current ? "Now" : <DateCell value={session.lastSeenAt} />}</dd>
                </dl>
              </div>
              {session.current ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" aria-label="End this session and sign out">
                      Sign out here
                    </Button>
                  }
                  title="End this session?"
                  description="You will be signed out on this device and taken to the sign-in page."
                  confirmLabel="Sign out"
                  pendingLabel="Ending…"
                  onConfirm={async () => {
                    const result = await actions.end({ sessionId: session.id });
                    if (!result.ok) return refusal(result);
                  }}
                />
              ) : (
                <SessionEndDialog
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`End the session on ${session.device}`}>
                      End
                    </Button>
                  }
                  title={`End the session on ${session.device}?`}
                  description={`${session.device}${session.address ? ` at ${session.address}` : ""} will be signed out at once. Whoever uses it must sign in again.`}
                  confirmLabel="End session"
                  pendingLabel="Ending…"
                  onEnd={(currentPassword) => actions.end({ sessionId: session.id, currentPassword })}
                  onEnded={() => {
                    toast.success(`The session on ${session.device} was ended`);
                    router.refresh();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
