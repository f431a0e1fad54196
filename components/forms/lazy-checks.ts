import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's checks (the contract's schemas, and zod with them) in a module of their own, loaded when the form
 * is first used rather than with its page: a form shows before anyone types into it.
 */
export interface LazyChecks<TChecks> {
  /** Starts loading the checks; the form calls it on its first focus, so they are there by the first blur. */
  preload: () => void;
  /**
   * A react-hook-form resolver that waits for the checks and then runs the one `pick` gives: a blur or a
   * submit before they arrived is judged as soon as they do, never let through. `pick` runs once.
   */
  resolver: <TValues extends FieldValues, TContext, TOutput>(
    pick: (checks: TChecks) => Resolver<TValues, TContext, TOutput>,
  ) => Resolver<TValues, TContext, TOutput>;
}

/**
 * `lazyChecks(() => import("./branch-form-checks"))`: one loader per checks module, shared by every form
 * instance that uses it. A failed load (the network dropped) is tried again on the next use.
 */
export function lazyChecks<TChecks>(load: () => Promise<TChecks>): LazyChecks<TChecks> {
  let loading: Promise<TChecks> | undefined;
  const checks = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  function resolver<TValues extends FieldValues, TContext, TOutput>(
    pick: (checks: TChecks) => Resolver<TValues, TContext, TOutput>,
  ): Resolver<TValues, TContext, TOutput> {
    let picked: Resolver<TValues, TContext, TOutput> | undefined;
    return async (values, context, options) => {
      picked ??= pick(await checks());
      return picked(values, context, options);
    };
  }
  return {
    preload: () => {
      checks().catch(() => {});
    },
    resolver,
  };
}
