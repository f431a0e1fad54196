import "server-only";
import type { OperationId } from "@/lib/payments-api/operations";
import type { AccountAccess } from "@/server/access/account-access";
import type { AnyPermission } from "@/server/auth/policy";
import { type AccountRouteContext, type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { csvAttachment, type exportClient, pacedExportClient } from "./csv-export";
import { type LongReadContext, startLongRead } from "./long-reads";
import { type CsvPage, pagedCsvStream } from "./paged-csv";

export interface ListExportDeps extends AccountRouteDeps {
  /** Pacing of the upstream calls (tests shorten it). */
  minIntervalMs?: number;
}

export type ExportApi = ReturnType<typeof exportClient>["api"];

/** One list's export: its name, header and rows, and how to fetch one page of it with the account's client. */
export interface ListCsv<T> {
  /** "settlements" → settlements-2026-11-25.csv. */
  name: string;
  /** The list's operation, whose rate limit paces the export. */
  operationId: OperationId;
  /** The pace until the service announces its limit: a share of the operation's per-minute limit. */
  fallbackIntervalMs: number;
  /** What the member needs to go on reading it (checked again whenever their access changes). */
  permissions: AnyPermission[];
  header: string;
  fetchPage: (api: ExportApi, page: number, signal: AbortSignal) => Promise<CsvPage<T>>;
  keyOf: (item: T) => string;
  /** Checks before anything is read (a branch filter names a branch of the account); throws a BffError. */
  check?: (api: ExportApi) => Promise<void>;
  /** The CSV lines of a page's rows; may read names (branches) once for the whole export. */
  lines: (api: ExportApi) => (items: readonly T[], signal: AbortSignal) => string | Promise<string>;
}

/**
 * The streamed CSV answer of a list: a long read of the member (counted, ended with their access), page 1
 * fetched before answering (a refusal gets its status, not a cut file), the rest paced with the account's
 * other long reads of the same operation and streamed (server/reports/paged-csv.ts).
 */
export async function listCsv<T>(
  list: ListCsv<T>,
  context: LongReadContext & { request: Request; requestId: string; access: AccountAccess },
  deps: ListExportDeps,
): Promise<Response> {
  const db: ConsoleExecutor = deps.db?.() ?? getDb();
  const { pacer, api } = pacedExportClient(
    context.access,
    list.operationId,
    deps.minIntervalMs ?? list.fallbackIntervalMs,
    db,
  );
  await list.check?.(api);
  const longRead = await startLongRead(context, db, "export", list.permissions);
  const fetchPage = (page: number, signal: AbortSignal) => list.fetchPage(api, page, signal);
  return csvAttachment({
    requestId: context.requestId,
    name: list.name,
    signal: context.request.signal,
    firstPage: async (signal) => {
      await pacer.turn(signal);
      return fetchPage(1, signal);
    },
    totalOf: (first) => first.totalItems,
    duration: { pagesOf: (first) => first.totalPages, pacer },
    longRead,
    stream: (firstPage) =>
      pagedCsvStream({
        header: list.header,
        fetchPage,
        firstPage,
        keyOf: list.keyOf,
        lines: list.lines(api),
        pacer,
        signal: longRead.signal,
      }),
  });
}

/**
 * The GET handler of a list's CSV: the member needs `permission` on the account; `exportOf` reads the
 * request (its filters, checked as the list reads them) and says what to stream.
 */
export function listCsvHandler<T>(
  permission: AnyPermission,
  deps: ListExportDeps,
  exportOf: (context: AccountRouteContext<{ accountId: string }>) => ListCsv<T>,
) {
  return withAccount<{ accountId: string }>(async (context) => listCsv(exportOf(context), context, deps), {
    ...deps,
    permission,
  });
}
