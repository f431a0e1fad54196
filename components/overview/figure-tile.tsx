"use client";

import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Compared } from "@/lib/filters/overview-insights";
import { HeadlineAmount } from "./headline-amount";
import {
  changeDirection,
  changeSentence,
  changeText,
  exactFigureValue,
  type FigureFormat,
  figureValue,
} from "./insight-series";

/**
 * One figure of the period against the previous one: the headline (money to two decimals, the exact amount
 * in its tooltip and for screen readers), the change with its arrow, and a note.
 */
export function FigureTile({
  title,
  figure,
  format,
  previousWords,
  note,
}: {
  title: string;
  figure: Compared;
  format: FigureFormat;
  previousWords: string;
  note?: string;
}) {
  const direction = changeDirection(figure);
  const Icon =
    direction === "up"
      ? ArrowUpRight
      : direction === "down"
        ? ArrowDownRight
        : direction === "flat"
          ? ArrowRight
          : Minus;
  const headline = figureValue(figure.current, format, figure.currentKnown);
  const exact = figure.currentKnown ? exactFigureValue(figure.current, format) : null;
  return (
    <li className="min-w-0">
      <Card className="h-full gap-2 py-3 sm:py-4">
        <CardHeader className="px-3 sm:px-4">
          <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 px-3 sm:px-4">
          <p
            className={cn(
              "font-semibold tabular-nums break-words",
              figure.currentKnown ? "text-base sm:text-xl" : "text-base text-muted-foreground",
            )}
            data-testid={`figure-${title}`}
          >
            {exact && figure.current !== null && (format === "USDT" || format === "LKR") ? (
              <HeadlineAmount value={figure.current} currency={format} />
            ) : (
              headline
            )}
          </p>
          <p
            className={cn(
              "flex items-center gap-1 text-sm",
              direction === "up"
                ? "text-success"
                : direction === "down"
                  ? "text-destructive"
                  : "text-muted-foreground",
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span aria-hidden="true">{changeText(figure)}</span>
            <span className="sr-only">{changeSentence(figure, format, previousWords)}</span>
          </p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}
