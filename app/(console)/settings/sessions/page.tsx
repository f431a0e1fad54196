import type { Metadata } from "next";
import { SessionsList } from "@/components/settings/sessions-list";
import { PageHeader } from "@/components/shell/page-header";
import { listActiveSessions } from "@/server/auth/user-sessions";
import { currentSessionId } from "@/server/auth/user-sessions-request";
import { requireUser } from "@/server/session";
import { endOtherSessionsAction, endSessionAction } from "./actions";

export const metadata: Metadata = { title: "Sessions" };

export default async function SessionsSettingsPage() {
  const user = await requireUser({ callbackUrl: "/settings/sessions" });
  const sessions = await listActiveSessions(user.id, await currentSessionId(user.id));
  return (
    <div className="grid gap-6">
      <PageHeader
        className="mb-0"
        title="Sessions"
        description="The browsers where you are signed in to the console. Ending a session signs it out at once."
      />
      <SessionsList
        sessions={sessions}
        actions={{ end: endSessionAction, endOthers: endOtherSessionsAction }}
      />
    </div>
  );
}
