import type { ListedTeaching, RecentTeaching } from "../src/shared/teachings";

/**
 * Checked by `npm run typecheck`, never run: what Gatsby generates for the queries (src/gatsby-types.d.ts)
 * must fit the shared types the components, the list's index and the build are written against. When a
 * query or a shared type drifts, `Fits` turns false and `Holds` no longer accepts it: tsc fails here.
 * __tests__/shared-types.test.ts checks the other half, that each query selects every field by name.
 */
type Fits<From, To> = [From] extends [To] ? true : false;
type Holds<Check extends true> = Check;

export type QueriesFitTheSharedTypes = [
  Holds<Fits<Queries.TeachingCardFragment, ListedTeaching>>,
  Holds<Fits<Queries.TeachingsListQuery["recent"]["nodes"][number], RecentTeaching>>,
];
