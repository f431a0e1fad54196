import "server-only";
import { z } from "zod";
import { fileSizeProblem, MAX_FILE_BYTES } from "@/lib/bulk-payouts/payout-file-format";
import type { PayoutFileCheck } from "@/lib/bulk-payouts/payout-file-preview";
import { parseJsonLimited, unstorableText } from "@/lib/json";
import type { AccountAccess } from "@/server/access/account-access";
import { BffError } from "@/server/bff/errors";
import { CLIENT_WENT_AWAY } from "@/server/bff/log";
import { readBody } from "@/server/bff/read-body";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteContext, type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { getDb } from "@/server/db/client";
import { exportClient, upstreamFailure } from "@/server/reports/csv-export";
import { AccessEndedError, startLongRead } from "@/server/reports/long-reads";
import { accountPacer } from "@/server/reports/pace-store";
import { REPORT_EXPORT_MIN_INTERVAL_MS } from "@/server/reports/report-exports";
import { referencesInBatches } from "./batches";
import { checkFile } from "./check-file";

/** A JSON body carries the file's text escaped: a file of only line breaks and quotes doubles in size. */
const MAX_REQUEST_BYTES = 2 * MAX_FILE_BYTES + 1024;

const fileRequestSchema = z.object({ file: z.string() });

export interface CheckRouteDeps extends AccountRouteDeps {
  /** Pacing of the offramp report's pages (tests shorten it). */
  minIntervalMs?: number;
}

export function requirePayer(access: AccountAccess) {
  if (!access.aggregator)
    throw new BffError("forbidden", "This account is not an aggregator: it has no float or payouts");
  if (access.branchId !== null)
    throw new BffError("forbidden", "Payouts come from the whole account's float, not a branch's");
}

/** The request's JSON body carrying a payout file, read within the file's limit and checked by `schema`. */
export async function fileBody<T extends { file: string }>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<T> {
  let body: string;
  try {
    body = await readBody(request, MAX_REQUEST_BYTES);
  } catch (error) {
    if (error instanceof BffError && error.code === "payload_too_large")
      throw new BffError("payload_too_large", fileSizeProblem(MAX_FILE_BYTES + 1) ?? error.message);
    throw error;
  }
  const json = parseJsonLimited(body);
  if (!json.ok) throw new BffError("validation_failed", "Choose a payout file (CSV) to check.");
  // No database stores a NUL: a file holding one is not what a spreadsheet saves as CSV.
  const unstorable = unstorableText(json.value);
  if (unstorable)
    throw new BffError(
      "validation_failed",
      unstorable.path[0] === "file"
        ? "The file is not text as a spreadsheet saves CSV. Save it again as CSV UTF-8 (comma delimited)."
        : "The file's name holds characters that are not text. Rename the file and choose it again.",
    );
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const onName = parsed.error.issues.some((issue) => issue.path[0] === "fileName");
    throw new BffError(
      "validation_failed",
      onName
        ? "The file's name holds characters that are not text, or is over 255 characters. Rename the file and choose it again."
        : "Choose a payout file (CSV) to check.",
    );
  }
  return parsed.data;
}

type CheckContext = Pick<AccountRouteContext<{ accountId: string }>, "request" | "requestId" | "access"> &
  Parameters<typeof startLongRead>[0];

/**
 * A payout file checked against the service (and the console's own batches) as one long read of the
 * person's; a file that cannot be read at all is a 400 saying why. What the check answers, or the
 * service's failure as the BFF answers it.
 */
export async function checkedFile(
  context: CheckContext,
  deps: CheckRouteDeps,
  text: string,
): Promise<{ ok: true; check: Extract<PayoutFileCheck, { ok: true }> } | { ok: false; response: Response }> {
  const { request, requestId, access } = context;
  const db = deps.db?.() ?? getDb();
  // Reading every payout's reference is a long read: counted among the person's, and ended with
  // their access.
  const longRead = await startLongRead(context, db, "payout-file", ["offramp:write"]);
  const pacer = accountPacer(
    access.account.id,
    "getOfframpReport",
    deps.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    db,
  );
  const { api } = exportClient(access, pacer);
  const signal = AbortSignal.any([request.signal, longRead.signal]);
  try {
    const check = await checkFile(text, {
      api,
      reportPacer: pacer,
      signal,
      accountId: access.account.id,
      readerKey: [access.account.id, access.account.baseUrl, access.account.keyId].join(" "),
      batchReferences: (references) => referencesInBatches(db, access.account.id, references),
    });
    if (!check.ok) throw new BffError("validation_failed", check.problem);
    return { ok: true, check };
  } catch (error) {
    if (error instanceof BffError) throw error;
    if (longRead.signal.aborted) throw new BffError("forbidden", new AccessEndedError().message);
    // The person left (another file, another page): nobody to answer, nothing went wrong.
    if (request.signal.aborted)
      return {
        ok: false,
        response: new Response(null, { status: CLIENT_WENT_AWAY, headers: baseHeaders(requestId) }),
      };
    return { ok: false, response: upstreamFailure(error, requestId) };
  } finally {
    // Given back before the answer, so the person's next file is not refused by this one's place.
    await longRead.release();
  }
}

/**
 * POST /api/accounts/:accountId/bulk-payouts/check – a payout file's rows checked against the service,
 * with its totals; nothing is sent. A file that cannot be read at all is a 400 saying why, in words.
 */
export function checkPayoutFileHandler(deps: CheckRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      requirePayer(context.access);
      const { file } = await fileBody(context.request, fileRequestSchema);
      const checked = await checkedFile(context, deps, file);
      if (!checked.ok) return checked.response;
      return jsonResponse(200, checked.check, baseHeaders(context.requestId));
    },
    { ...deps, permission: "offramp:write", auditAction: () => "bulk_payout.check" },
  );
}
