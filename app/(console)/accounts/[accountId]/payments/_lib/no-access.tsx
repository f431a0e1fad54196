import { ErrorState } from "@/components/ui/error-state";

/** A member whose role does not include reading this part of the account. */
export function NoAccess({ title }: { title: string }) {
  return (
    <ErrorState title={title} message="Ask an owner or admin of this merchant account if you need access." />
  );
}
