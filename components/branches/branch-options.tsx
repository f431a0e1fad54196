/** A branch as a form offers it. */
export interface BranchChoice {
  id: string;
  name: string;
  code: string;
}

/**
 * The options of a form's branch select: "no branch" (or "Loading branches…" until they are read), the
 * record's own branch when it is not among the choices (deactivated since, or past the first page), then
 * each branch by name and code.
 */
export function BranchOptions({
  branches,
  loading,
  none,
  current,
}: {
  branches: readonly BranchChoice[];
  loading: boolean;
  /** The empty choice's words: "No branch". */
  none: string;
  /** The branch id the field holds, shown as itself when no choice has it. */
  current?: string;
}) {
  const listed = !current || branches.some((branch) => branch.id === current);
  return (
    <>
      <option value="">{loading ? "Loading branches…" : none}</option>
      {listed ? null : <option value={current}>{current}</option>}
      {branches.map((branch) => (
        <option key={branch.id} value={branch.id}>
          {branch.name} ({branch.code})
        </option>
      ))}
    </>
  );
}
