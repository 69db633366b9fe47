import fs from "node:fs";
import path from "node:path";
import { Kind, parse, type SelectionSetNode } from "graphql";
import { FEEDS_QUERY, LISTED_TEACHINGS, type FeedsData, type ListedTeachings } from "../src/buildtime/queries";
import type { ListedTeaching } from "../src/shared/teachings";

/**
 * The shared types declare their own shape; the queries are checked against them. That the generated
 * types fit the shared ones is checked by tsc (__tests__/shared-types.typecheck.ts); here, each query
 * must select every field its shared type names, by name or by alias.
 */

/** Every key of the shared types, as values: `satisfies` fails to compile when one is added or removed. */
const LISTED = {
  id: true,
  slug: true,
  titulo: true,
  resumo: true,
  autor: true,
  tempo_leitura: true,
  categoria: true,
  ano: true,
  publishedOn: true,
  longDate: true,
} satisfies Record<keyof ListedTeaching, true>;
const LISTED_KEYS = Object.keys(LISTED);
const FEED_KEYS = Object.keys({
  titulo: true,
  resumo: true,
  autor: true,
  slug: true,
  publishedOn: true,
} satisfies Record<keyof FeedsData["allTeaching"]["nodes"][number], true>);
// The build's query has every field of the shared type but the long date, which the build computes.
const { longDate: _computedByTheBuild, ...queried } = LISTED;
const LISTED_QUERY_KEYS = Object.keys(
  queried satisfies Record<keyof ListedTeachings["allTeaching"]["nodes"][number], true>,
);

/** The names a selection set answers with (aliases where given), one level deep. */
const answered = (selections: SelectionSetNode) =>
  selections.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [(selection.alias ?? selection.name).value] : [],
  );

/** The fields the query's `allTeaching.nodes` answers. */
function teachingNodeFields(query: string): string[] {
  const operation = parse(query).definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("not an operation");
  const all = operation.selectionSet.selections.find(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === "allTeaching",
  );
  const nodes =
    all?.kind === Kind.FIELD
      ? all.selectionSet?.selections.find(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === "nodes",
        )
      : undefined;
  if (nodes?.kind !== Kind.FIELD || !nodes.selectionSet) throw new Error("no allTeaching.nodes");
  return answered(nodes.selectionSet);
}

/** The fields a component's fragment answers, read from its source (Gatsby extracts it at build time). */
function fragmentFields(file: string, name: string): string[] {
  const source = fs.readFileSync(path.join(__dirname, "..", file), "utf8");
  const text = /graphql`([^`]*)`/.exec(source)?.[1] ?? "";
  const fragment = parse(text).definitions.find(
    (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
  );
  if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error(`no fragment ${name} in ${file}`);
  return answered(fragment.selectionSet);
}

describe("the shared types and the queries that fill them", () => {
  it("the card's fragment selects every field of a listed teaching", () => {
    expect(fragmentFields("src/components/TeachingCard.tsx", "TeachingCard")).toEqual(
      expect.arrayContaining(LISTED_KEYS),
    );
  });

  it("the build's list query selects every field its pages, index and neighbours read", () => {
    expect(teachingNodeFields(LISTED_TEACHINGS)).toEqual(expect.arrayContaining(LISTED_QUERY_KEYS));
  });

  it("the feeds' query selects every field the RSS feed writes", () => {
    expect(teachingNodeFields(FEEDS_QUERY)).toEqual(expect.arrayContaining(FEED_KEYS));
  });

  it("fails on a query that leaves a field out", () => {
    const withoutAuthor = FEEDS_QUERY.replace(/\bautor\b/, "");
    expect(teachingNodeFields(withoutAuthor)).not.toEqual(expect.arrayContaining(FEED_KEYS));
  });
});
