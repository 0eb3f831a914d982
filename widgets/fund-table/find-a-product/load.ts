/**
 * How Find a Product loads its rows (products spec 7: "Find a Product loads Retail first, then the others in
 * parallel, appending the rows").
 */

/**
 * Loads the first group, then every other group in parallel, and shows the rows of the groups answered so far
 * (in the plan's order, whatever order they arrive in) with the groups that failed so far, each time a group
 * settles. A group that fails leaves the others loading; once every group has settled, the load rejects with the
 * first failure, the rows of the others and the failed groups having been shown. Groups already answered are
 * answered again from the page session's cache of GETs (runtime/http), so loading again after a failure asks the
 * service only for the groups that failed.
 */
export async function loadInPlanOrder<G, R>(
  plan: { first: G; then: readonly G[] },
  load: (group: G) => Promise<readonly R[]>,
  show: (rows: R[], failed: G[]) => void,
): Promise<R[]> {
  const groups = [plan.first, ...plan.then];
  const answers = new Map<G, readonly R[]>();
  const failures = new Map<G, unknown>();
  // The rows last shown are the answer too (the same array), so the view does not rebuild them at the end.
  let shown: R[] = [];
  const failed = () => groups.filter((g) => failures.has(g));
  const settle = (group: G) =>
    load(group).then(
      (answer) => {
        answers.set(group, answer);
        shown = groups.flatMap((g) => answers.get(g) ?? []);
        show(shown, failed());
      },
      (error: unknown) => {
        failures.set(group, error);
        show(shown, failed());
      },
    );
  await settle(plan.first);
  await Promise.all(plan.then.map(settle));
  if (failures.size > 0) throw failures.get(failed()[0]!);
  return shown;
}
