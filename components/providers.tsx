"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { isBffError } from "@/data/bff";
// The signed-in console is where the browser parses with zod: set up before any form parses anything.
import "./zod-without-eval";

/** A client error (4xx other than 408/429) will not go away by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isBffError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

const Toaster = lazy(() => import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })));

/**
 * Toasts answer what a person does, so the toaster (sonner) loads at their first press of a key or a
 * pointer, not with the page. A toast shown before it is there appears once it is: sonner hands a new
 * toaster the toasts still open.
 */
function ToasterOnFirstInput() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener("pointerdown", want, options);
    window.addEventListener("keydown", want, options);
    return () => {
      window.removeEventListener("pointerdown", want, options);
      window.removeEventListener("keydown", want, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Everything client-side that the signed-in console shares: server state cache, URL state (nuqs: lists'
 * filters, pages and order live in the address) and toasts. The signed-out pages do without them, and
 * without their code. Tooltips bring their own provider (components/ui/tooltip.tsx).
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>{children}</NuqsAdapter>
      <ToasterOnFirstInput />
    </QueryClientProvider>
  );
}
