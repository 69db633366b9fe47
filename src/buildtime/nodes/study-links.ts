/**
 * How a course reaches its lessons and a book its chapters, by the numbers the files name (the way back,
 * a lesson's `course` and a chapter's `book`, is their reference's link: src/buildtime/graphql-types.ts);
 * and the one place that puts a course's lessons and a book's chapters in order. The files come in no
 * order, and their `ordem` may leave gaps (only its uniqueness is checked): a course's `lessons` and a
 * book's `chapters` are resolved here sorted by `ordem`, so that every query that reads them (the
 * pages' and createPages', src/buildtime/study-pages.ts) has them in order and no view sorts them.
 */

export const LINKS_SDL = {
  lessons:
    '"""The course\'s lessons, in the order of their `ordem`."""\nlessons: [Lesson!]! @partsInOrder(type: "Lesson", by: "curso")',
  chapters:
    '"""The book\'s chapters, in the order of their `ordem`."""\nchapters: [Chapter!]! @partsInOrder(type: "Chapter", by: "livro")',
} as const;

/** The part's type, and its field that holds the number (`contentId`) of the course or book it belongs to. */
interface PartsInOrderOptions {
  type: string;
  by: string;
}

/** What the resolver reads of Gatsby's context: its documented node model (findAll with a filter and a sort). */
export interface PartsContext {
  nodeModel: {
    findAll(args: {
      type: string;
      query: { filter: Record<string, { eq: number }>; sort: { ordem: "ASC" } };
    }): Promise<{ entries: Iterable<unknown> }>;
  };
}

/**
 * The field extension `@partsInOrder`: the nodes of `type` whose `by` is this node's number, sorted
 * by `ordem` by Gatsby's node model. Registered by src/buildtime/hooks/create-schema-customization.ts.
 */
export const PARTS_IN_ORDER = {
  name: "partsInOrder",
  args: { type: "String!", by: "String!" },
  extend(options: PartsInOrderOptions) {
    return {
      async resolve(source: { contentId: number }, _args: unknown, context: PartsContext): Promise<unknown[]> {
        const { entries } = await context.nodeModel.findAll({
          type: options.type,
          query: { filter: { [options.by]: { eq: source.contentId } }, sort: { ordem: "ASC" } },
        });
        return Array.from(entries);
      },
    };
  },
};
