import { isBffError } from "@/data/bff";
import { FollowingNote } from "./approval/approval-card";
import { FOLLOW_INTERVAL_MS } from "./new/use-follow-contract";

/** Under the approval QR code: the page follows the signing, or the window has closed. */
export function SigningStatus({ following, error }: { following: boolean; error: unknown }) {
  if (!following) {
    return (
      <p className="text-muted-foreground">
        The signing window has closed. Press Sync on the contract's page to see whether the customer approved
        in time.
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <FollowingNote>
        Waiting for the customer to approve. This page asks the provider every {FOLLOW_INTERVAL_MS / 1000}{" "}
        seconds while it is open.
      </FollowingNote>
      {error ? (
        <p className="text-destructive">
          The last check failed: {isBffError(error) ? error.message : "something went wrong"}. Trying again.
        </p>
      ) : null}
    </div>
  );
}
