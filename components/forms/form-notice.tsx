import { Info } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** A word about the page that is not a failure ("You have signed out"), read out without interrupting. */
export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert role="status">
      <Info aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
