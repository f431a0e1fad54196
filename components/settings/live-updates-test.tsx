"use client";

import { useRouter } from "next/navigation";
import { TestWebhookCard } from "@/components/developers/test-webhook-card";

/** The Developers test-webhook card; when the event arrives the page reads its live-updates status again. */
export function LiveUpdatesTest(props: {
  accountId: string;
  receiverUrl: string | null;
  canSend: boolean;
  cannotSendReason: string;
}) {
  const router = useRouter();
  return <TestWebhookCard {...props} bare onArrived={() => router.refresh()} />;
}
