"use client";

import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { FilterField } from "./filter-field";

/** The two days as typed, following the URL's days when they change elsewhere (a shortcut, Back). */
export function useTypedDays(from: string | null, to: string | null) {
  const [start, setStart] = useState(from ?? "");
  const [end, setEnd] = useState(to ?? "");
  useEffect(() => setStart(from ?? ""), [from]);
  useEffect(() => setEnd(to ?? ""), [to]);
  return { start, end, setStart, setEnd };
}

/**
 * A from and a to day input, each limiting the other's calendar; `onInput` hears both days after every change
 * and decides whether they apply. A problem marks both invalid and is announced under them.
 */
export function DayPairInputs({
  start,
  end,
  setStart,
  setEnd,
  fromLabel,
  toLabel,
  fieldClassName,
  problem,
  onInput,
}: ReturnType<typeof useTypedDays> & {
  fromLabel: string;
  toLabel: string;
  fieldClassName: string;
  problem: string | null;
  onInput: (start: string, end: string) => void;
}) {
  const startId = useId();
  const endId = useId();
  const problemId = useId();
  const invalid = {
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? problemId : undefined,
  };
  return (
    <>
      <FilterField label={fromLabel} htmlFor={startId} className={fieldClassName}>
        <Input
          id={startId}
          type="date"
          value={start}
          max={end || undefined}
          {...invalid}
          onChange={(event) => {
            setStart(event.target.value);
            onInput(event.target.value, end);
          }}
        />
      </FilterField>
      <FilterField label={toLabel} htmlFor={endId} className={fieldClassName}>
        <Input
          id={endId}
          type="date"
          value={end}
          min={start || undefined}
          {...invalid}
          onChange={(event) => {
            setEnd(event.target.value);
            onInput(start, event.target.value);
          }}
        />
      </FilterField>
      {problem ? (
        <p id={problemId} role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </>
  );
}
