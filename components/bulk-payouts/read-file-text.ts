"use client";

import { fileSizeProblem } from "@/lib/bulk-payouts/payout-file-format";

export type FileText = { ok: true; text: string } | { ok: false; problem: string };

export const NOT_UTF8 =
  'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload it again.';

// Strict: a file in another encoding (an older spreadsheet's own) would turn its accents into
// replacement marks that then travel to the bank as names.
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A chosen file's text, refused in words when it is over 5 MB (before it is read) or not UTF-8. */
export async function readFileText(file: Blob): Promise<FileText> {
  const size = fileSizeProblem(file.size);
  if (size) return { ok: false, problem: size };
  try {
    return { ok: true, text: utf8.decode(await file.arrayBuffer()) };
  } catch {
    return { ok: false, problem: NOT_UTF8 };
  }
}
