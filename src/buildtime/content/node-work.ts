import type { PageKindName } from "../../shared/content-kinds";
import type { FrontmatterByKind } from "./schema";

/** One content file as the build turns it into its kind's node. */
export interface NodeInput<K extends PageKindName> {
  data: FrontmatterByKind[K];
  absolutePath: string;
  /** The path an editor reads in a message, relative to the project. */
  shownPath: string;
  /** The whole file, and its text after the frontmatter. */
  source: string;
  body: string;
}

type NodeWorkResult =
  { ok: true; fields: Record<string, unknown>; warning?: string | null } | { ok: false; errors: string[] };

/** What the build does for one kind beyond checking its frontmatter, and the fields it adds. */
export interface NodeWork<K extends PageKindName> {
  /** The added fields, as GraphQL SDL lines with their doc, for the kind's type. */
  derivedSdl: readonly string[];
  /** Object types those fields use (a list of objects needs a declared type). */
  types: readonly string[];
  fields(input: NodeInput<K>): Promise<NodeWorkResult>;
}
