import "server-only";
import type { z } from "zod";
import { colomboDate } from "@/lib/dates";
import { toValidationDetails, validationSummary } from "@/lib/payments-api/validation";
import type { AccountAccess } from "@/server/access/account-access";
import { BffError } from "@/server/bff/errors";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import type { ConsoleExecutor } from "@/server/db/client";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import type { PaymentsApi } from "@/server/upstream/client";
import { AuthenticationError, UpstreamError, UpstreamTimeoutError } from "@/server/upstream/errors";
import { estimateExportSeconds, type LongReadPacer } from "./export-pace";
import type { LongRead } from "./long-reads";
import { accountPacer } from "./pace-store";

/** An export's list query without blanks, checked against the contract: a refused filter is a 400 with details. */
export function checkedExportQuery<Q extends Record<string, unknown>>(schema: z.ZodType, query: Q): Q {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Q;
  const checked = schema.safeParse(present);
  if (!checked.success) {
    const details = toValidationDetails(checked.error, present);
    throw new BffError("validation_failed", validationSummary(details), details);
  }
  return present;
}

/**
 * The account's client as the long reads use it: patient retries, since a long walk may meet the rate limit;
 * the answers of the pacer's operation tell it the service's limit (other operations have their own).
 */
export function exportClient(
  access: AccountAccess,
  ...pacers: Array<Pick<LongReadPacer, "observe" | "operationId"> | undefined>
) {
  const paced = pacers.filter((pacer) => pacer !== undefined);
  return access.upstream({
    timeoutMs: 20_000,
    maxRetries: 4,
    maxRetryWaitMs: 65_000,
    strictResponses: true,
    onResponse:
      paced.length > 0
        ? (response, operationId) => {
            for (const pacer of paced) if (operationId === pacer.operationId) pacer.observe(response.headers);
          }
        : undefined,
  });
}

/**
 * One operation's long read of the account: its turn in the account's shared pace for that operation (with
 * the exports, charts and runway of every instance), and the export client that pacer hears the limits from.
 * A background read (a chart's) gives way to a person's export on that pace.
 */
export function pacedExportClient(
  access: AccountAccess,
  operationId: string,
  fallbackIntervalMs: number,
  db?: ConsoleExecutor,
  options: { background?: boolean } = {},
) {
  const pacer = accountPacer(access.account.id, operationId, fallbackIntervalMs, db, options);
  return { pacer, api: exportClient(access, pacer).api };
}

/**
 * A branch filter must name one of the account's branches: a list filtered by another answers empty, which
 * an export must not pass off as "no rows". Refused with 400 naming the filter, as an unread filter is.
 */
export async function refuseUnknownBranch(
  api: Pick<PaymentsApi, "getBranch">,
  branchId: string | null | undefined,
  signal?: AbortSignal,
): Promise<void> {
  if (!branchId) return;
  try {
    await api.getBranch({ params: { id: branchId }, signal });
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      (error.status === 404 || error.status === 403 || error.status === 400)
    ) {
      const details = [
        { field: "branchId", constraint: "format", message: "branchId names no branch of this account" },
      ];
      throw new BffError("validation_failed", validationSummary(details), details);
    }
    throw error;
  }
}

export interface CsvAttachmentInput<P> {
  requestId: string;
  /** "payments" → payments-2026-11-25.csv (the Colombo date of the export). */
  name: string;
  signal: AbortSignal;
  /** Page 1, fetched before answering: a refused query or an unreachable service gets a status, not a cut file. */
  firstPage: (signal: AbortSignal) => Promise<P>;
  /** The rows the export will hold, for the browser's progress (X-Total-Count). */
  totalOf: (firstPage: P) => number;
  /**
   * The pages the export will fetch and its pace: the browser is told how long it will take (seconds);
   * `extraSeconds` adds what else it reads on the way (each payment read whole that the index lacks).
   */
  duration?: {
    pagesOf: (firstPage: P) => number;
    pacer: LongReadPacer;
    extraSeconds?: (firstPage: P) => Promise<number>;
  };
  /** The long read the export is (server/reports/long-reads.ts): given back when the file ends, however. */
  longRead: LongRead;
  stream: (firstPage: P) => ReadableStream<Uint8Array>;
}

/** The stream as it is, calling `done` once when it ends: read to its end, failed or cancelled. */
function endingWith(stream: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            done();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          done();
          controller.error(error);
        }
      },
      async cancel(reason) {
        done();
        await reader.cancel(reason);
      },
    },
    // No read-ahead: the export fetches a page when the reader asks for it.
    { highWaterMark: 0 },
  );
}

/** The streamed CSV answer every export gives, or the upstream's refusal of its first page. */
export async function csvAttachment<P>(input: CsvAttachmentInput<P>): Promise<Response> {
  let first: P;
  try {
    first = await input.firstPage(AbortSignal.any([input.signal, input.longRead.signal]));
  } catch (error) {
    input.longRead.release();
    const ended = input.longRead.signal.reason;
    if (ended instanceof Error) throw new BffError("forbidden", ended.message);
    // The reader left while it waited (another page, a closed tab): nobody to answer, nothing went wrong.
    if (input.signal.aborted)
      return new Response(null, { status: 499, headers: baseHeaders(input.requestId) });
    return upstreamFailure(error, input.requestId);
  }
  const headers = baseHeaders(input.requestId);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${input.name}-${colomboDate(new Date())}.csv"`);
  headers.set("X-Total-Count", String(input.totalOf(first)));
  if (input.duration) {
    const extra = (await input.duration.extraSeconds?.(first).catch(() => 0)) ?? 0;
    const seconds = estimateExportSeconds(input.duration.pagesOf(first), input.duration.pacer) + extra;
    headers.set("X-Export-Estimated-Seconds", String(seconds));
  }
  return new Response(endingWith(input.stream(first), input.longRead.release), { status: 200, headers });
}

/** The service's own 4xx answer passes through, as the BFF forwards it; failures to reach it become BffErrors. */
export function upstreamFailure(error: unknown, requestId: string): Response {
  if (error instanceof MemberScopeError) throw new BffError(error.code, error.message);
  if (error instanceof UpstreamTimeoutError) {
    throw new BffError("upstream_timeout", "The payments service did not answer in time");
  }
  if (error instanceof AuthenticationError) {
    throw new BffError("upstream_key_rejected", "The payments service refused this account's API key");
  }
  if (error instanceof UpstreamError && error.status !== null && error.status < 500 && isRecord(error.body)) {
    return jsonResponse(
      error.status,
      { requestId: error.requestId ?? requestId, ...error.body },
      baseHeaders(requestId),
    );
  }
  if (error instanceof UpstreamError) {
    throw new BffError("upstream_unreachable", "The payments service could not be reached");
  }
  throw error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
