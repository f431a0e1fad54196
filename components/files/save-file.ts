"use client";

/** Hands a blob to the browser as a downloaded file. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands text to the browser as a downloaded file (a template, the refused rows of a payout file). */
export function saveTextFile(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  saveBlob(new Blob([text], { type }), fileName);
}
