/**
 * The line under a failure that gives the request id, which finds the request in the logs; nothing when
 * the answer carried none. `block` for a line inside a paragraph.
 */
export function RequestIdLine({
  requestId,
  block = false,
}: {
  requestId: string | null | undefined;
  block?: boolean;
}) {
  if (!requestId) return null;
  const words = (
    <>
      Request id: <code className="font-mono select-all">{requestId}</code>
    </>
  );
  return block ? <span className="block text-xs">{words}</span> : <p className="text-xs">{words}</p>;
}
