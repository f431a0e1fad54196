"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { scheduleListOptions } from "../schedules/schedule-queries";

// Which contracts of the page shown have an active schedule: one request for the page's ids, read by each
// row's status cell. A failed read only costs the markers.

const ScheduledContracts = createContext<ReadonlySet<string>>(new Set());

export function ScheduledContractsProvider({
  accountId,
  contractIds,
  children,
}: {
  accountId: string;
  contractIds: readonly string[] | undefined;
  children: ReactNode;
}) {
  const query = useQuery({
    ...scheduleListOptions(accountId, { contractIds: contractIds ?? [], active: true }),
    enabled: contractIds !== undefined && contractIds.length > 0,
  });
  const scheduled = useMemo(
    () => new Set((query.data?.schedules ?? []).filter((s) => s.state === "active").map((s) => s.contractId)),
    [query.data],
  );
  return <ScheduledContracts.Provider value={scheduled}>{children}</ScheduledContracts.Provider>;
}

/** "Scheduled" beside a contract's status when one of its schedules is active. */
export function ScheduledMarker({ contractId }: { contractId: string }) {
  const scheduled = useContext(ScheduledContracts);
  if (!scheduled.has(contractId)) return null;
  return (
    <Badge variant="outline" title="Charged by an active schedule">
      <CalendarClock aria-hidden="true" />
      Scheduled<span className="sr-only">: charged by an active schedule</span>
    </Badge>
  );
}
