import { toast } from "@/components/ui/toast";
import { isBffError } from "@/data/bff";
import type { FormWords } from "./person-words";

/**
 * A failure's message in a person's words, or `fallback` when the console's server gave none. The wording
 * rules (person-words.ts) load with the first failure, so pages that only show data do not carry them.
 */
export async function failureWords(error: unknown, fallback: string, words?: FormWords): Promise<string> {
  if (!isBffError(error)) return fallback;
  // Offline, the rules may not load: the message is then shown as the console wrote it.
  const rules = await import("./person-words").catch(() => null);
  return rules ? rules.personWords(error.message, words) : error.message;
}

/**
 * Tells about a failed change in a toast: what failed, the server's message and the request id. Refusals
 * about the form's own fields (400, 409) are left to the form, which shows them inline.
 */
export function toastFailure(
  title: string,
  error: unknown,
  options: { inlineFieldErrors?: boolean; words?: FormWords } = {},
) {
  if (options.inlineFieldErrors && isBffError(error) && (error.status === 400 || error.status === 409))
    return;
  const requestId = isBffError(error) ? error.requestId : null;
  void failureWords(error, "Something went wrong. Try again in a moment.", options.words).then((message) =>
    toast.error(title, { description: requestId ? `${message} (request id ${requestId})` : message }),
  );
}
