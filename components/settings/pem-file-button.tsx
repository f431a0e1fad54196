"use client";

import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/** A public key file is a few hundred bytes; anything much larger is not one. */
const MAX_PEM_BYTES = 16 * 1024;

/**
 * Reads a PEM file the person picks (the key the service published) into a text field. Nothing leaves the
 * browser here: the text goes into the form, which is checked as if it had been pasted.
 */
export function PemFileButton({ onLoad }: { onLoad: (pem: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function read(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_PEM_BYTES) {
      setProblem(`${file.name} is too large to be a public key (16 KB at most).`);
      return;
    }
    const text = await file.text();
    if (!text.includes("-----BEGIN")) {
      setProblem(`${file.name} does not hold a PEM key ("-----BEGIN PUBLIC KEY-----").`);
      return;
    }
    setProblem(null);
    onLoad(text.trim());
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <input
        ref={input}
        type="file"
        accept=".pem,.pub,.key,.txt,application/x-pem-file,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void read(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-describedby={problem ? noteId : undefined}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" />
        Load from a file
      </Button>
      {problem ? (
        <p id={noteId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
