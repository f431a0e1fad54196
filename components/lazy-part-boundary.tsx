"use client";

import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";

interface Props {
  /** What the part shows, as the start of a sentence: "The float charts". */
  what: string;
  children: ReactNode;
}

/**
 * Around a part of a page whose code loads after the page (`next/dynamic`): when that code cannot load
 * (the connection dropped, or a new version of the console replaced it), the part says so and offers a
 * reload, and the rest of the page stays as it is.
 */
export class LazyPartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        titleAs="h3"
        title={`${this.props.what} could not be shown`}
        message="Part of this page did not load. Check your connection, then reload the page."
        action={
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        }
      />
    );
  }
}
