import { ErrorState } from "@/components/ui/error-state";

const ASK_FOR_ACCESS = "Ask an owner or admin of this merchant account if you need access.";

/** A member whose role does not include reading this part of the account; `message` says who may. */
export function NoAccess({ title, message = ASK_FOR_ACCESS }: { title: string; message?: string }) {
  return <ErrorState title={title} message={message} />;
}
