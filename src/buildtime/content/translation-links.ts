/**
 * How an original reaches its translations and a translation its page's address (docs/translation.md,
 * "Reviewed translations"), by the file's name they share: two field extensions, resolved by Gatsby's
 * documented node model (findAll and findOne with a filter), registered by
 * src/buildtime/hooks/create-schema-customization.ts. A translation reaches its original by `@link`
 * (src/buildtime/graphql-types.ts).
 */

/** What the resolvers read of Gatsby's context: its node model's findAll and findOne with a filter and a sort. */
interface NodeModelContext {
  nodeModel: {
    findAll(args: {
      type: string;
      query: { filter: Record<string, { eq: string }>; sort?: Record<string, "ASC"> };
    }): Promise<{ entries: Iterable<unknown> }>;
    findOne(args: { type: string; query: { filter: Record<string, { eq: string }> } }): Promise<unknown>;
  };
}

const pathOf = (node: unknown): string | null => {
  if (typeof node !== "object" || node === null) return null;
  const value: unknown = Reflect.get(node, "path");
  return typeof value === "string" ? value : null;
};

/** `@translationsOf(type: "TeachingTranslation")`: the translations of this file, by language. */
export const TRANSLATIONS_OF = {
  name: "translationsOf",
  args: { type: "String!" },
  extend(options: { type: string }) {
    return {
      async resolve(source: { fileName: string }, _args: unknown, context: NodeModelContext): Promise<unknown[]> {
        const { entries } = await context.nodeModel.findAll({
          type: options.type,
          query: { filter: { originalName: { eq: source.fileName } }, sort: { lang: "ASC" } },
        });
        return Array.from(entries);
      },
    };
  },
};

/** `@translatedPath`: a translation's page, its original's address under its language's prefix. */
export const TRANSLATED_PATH = {
  name: "translatedPath",
  extend() {
    return {
      async resolve(
        source: { lang: string; originalName: string; internal: { type: string } },
        _args: unknown,
        context: NodeModelContext,
      ): Promise<string> {
        const type = source.internal.type.replace(/Translation$/, "");
        const original = await context.nodeModel.findOne({
          type,
          query: { filter: { fileName: { eq: source.originalName } } },
        });
        const path = pathOf(original);
        return path ? `/${source.lang}${path}` : "";
      },
    };
  },
};
