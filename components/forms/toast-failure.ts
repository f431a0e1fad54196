import { toast } from "@/components/ui/toast";
import { isBffError } from "@/data/bff";
import { type FormWords, personWords } from "./person-words";

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
  const message = isBffError(error)
    ? personWords(error.message, options.words)
    : "Something went wrong. Try again in a moment.";
  const requestId = isBffError(error) ? error.requestId : null;
  toast.error(title, { description: requestId ? `${message} (request id ${requestId})` : message });
}
