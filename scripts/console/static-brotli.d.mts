import type { IncomingMessage, ServerResponse } from "node:http";
export function precompress(dir: string): { count: number; raw: number; compressed: number };
export function serveBrotli(
  dir: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: ReadonlyArray<{ key: string; value: string }>,
): boolean;
