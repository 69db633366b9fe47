import type { CreatePagesArgs, Reporter } from "gatsby";

/** What every hook of the build reads of Gatsby's arguments, in one place. */

/** The project's folder, from Gatsby's store (whose state the typings leave untyped). */
export function projectDirectory(store: { getState: unknown }): string {
  const state = Reflect.apply(store.getState as () => unknown, store, []) as { program: { directory: string } };
  return state.program.directory;
}

/**
 * Stops the build on content an editor must correct, one line per problem, each naming the file:
 * true when there was something to stop on. `gatsby develop` reports it and goes on.
 */
export function failOnInvalidContent(reporter: Reporter, errors: readonly string[]): boolean {
  if (errors.length === 0) return false;
  reporter.panicOnBuild(`Conteúdo inválido:\n${errors.join("\n")}`);
  return true;
}

/** A query's answer: its data, or the build stopped with `message` and the query's errors. */
export async function answered<T>(
  reporter: Reporter,
  message: string,
  answer: Promise<{ errors?: unknown; data?: T }>,
): Promise<T | undefined> {
  const result = await answer;
  if (result.errors || !result.data) {
    reporter.panicOnBuild(message, result.errors as Error[]);
    return undefined;
  }
  return result.data;
}

/** A query of the build whose shape is declared beside it (queries.ts): its data, or the build stopped. */
export const runQuery = <T>(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  message: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T | undefined> => answered(reporter, message, graphql<T, Record<string, unknown>>(query, variables));
