// GET /api/accounts/:accountId/events – live changes of the account's payments, payouts and contracts (SSE)
import { accountService } from "@/server/accounts/service";
import { BffError } from "@/server/bff/errors";
import { withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { liveHub } from "@/server/live/hub";
import { eventStream } from "@/server/live/stream";
import { streamRefusalWords, takeStreamSlot } from "@/server/live/stream-slots";

export const dynamic = "force-dynamic";

export const GET = withAccount<{ accountId: string }>(
  async ({ request, requestId, access, sessionId, signedInAt, accessReadAt, watch }) => {
    const header = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after");
    const lastEventId = header !== null && /^\d{1,15}$/.test(header) ? Number(header) : null;
    const slot = takeStreamSlot({ session: sessionId ?? `user:${access.user.id}`, user: access.user.id });
    if (!slot.ok) throw new BffError("too_many_streams", streamRefusalWords(slot));
    const stream = eventStream(access, lastEventId, request.signal, {
      hub: liveHub(),
      db: getDb(),
      accounts: accountService(),
      watch,
      sessionId,
      signedInAt,
      accessReadAt,
      onClose: slot.release,
    });
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
        "X-Request-Id": requestId,
      },
    });
  },
);
