"use client";

import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AddressProblem } from "@/lib/filters/address-problems";

/**
 * Says, above a list or the overview, what the address asks that the page cannot show as asked, and offers
 * to take it out of the address (one history entry replaced, as filters are).
 */
export function AddressNotice({
  problems,
  onRemove,
}: {
  problems: readonly AddressProblem[];
  onRemove: (keys: string[]) => void;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="address-notice">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>This address asks for something this page cannot show</AlertTitle>
      <AlertDescription className="grid gap-2">
        {problems.length === 1 ? (
          <p>{problems[0]?.text}</p>
        ) : (
          <ul className="list-disc pl-4">
            {problems.map((problem) => (
              <li key={problem.keys.join(",")}>{problem.text}</li>
            ))}
          </ul>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onRemove(problems.flatMap((problem) => problem.keys))}
          >
            Remove {problems.length === 1 ? "it" : "them"} from the address
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
