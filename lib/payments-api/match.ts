import { type HttpMethod, matchPath, type Operation } from "./operation";
import { operationList } from "./operations";

export type MatchedOperation = {
  operation: Operation;
  params: Record<string, string>;
};

/** Finds the operation for a method and a path (no query). Literal segments win over `:id`. */
export function matchOperation(method: string, path: string): MatchedOperation | null {
  const upper = method.toUpperCase() as HttpMethod;
  for (const operation of operationList) {
    if (operation.method !== upper) continue;
    const params = matchPath(operation.path, path);
    if (params) return { operation, params };
  }
  return null;
}

/** True when some operation has this path under another method (405 territory, answered as 404). */
export function pathExists(path: string): boolean {
  return operationList.some((operation) => matchPath(operation.path, path) !== null);
}
