import { CheckCircle2, MinusCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A branch is active or deactivated; words and icon, so it reads the same without colour. */
export function BranchStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="success" data-status="active">
      <CheckCircle2 aria-hidden="true" />
      Active
    </Badge>
  ) : (
    <Badge variant="secondary" data-status="inactive">
      <MinusCircle aria-hidden="true" />
      Inactive
    </Badge>
  );
}
