import type { BuildArgs, CreatePageArgs, CreatePagesArgs } from "gatsby";
import type { PageKindName } from "../shared/content-kinds";
import type { NodeWork } from "./content/node-work";

/**
 * What a feature's folder gives the build (src/buildtime/README.md, "A feature's folder"): one object,
 * exported by the folder's index.ts, whose members each hook calls in one line. A member the feature
 * has no use for is left out, and so is its line.
 */

/** Its kinds' node work, by kind, spread into the kind table (nodes/index.ts). */
export type NodeWorkTable = { readonly [K in PageKindName]?: NodeWork<K> };

/** A step of createPages (hooks/create-pages.ts): the feature's pages. */
export type PagesStep = (args: CreatePagesArgs) => Promise<void> | void;

/** A step of onCreatePage (hooks/on-create-page.ts): a page Gatsby made (one of src/pages/) given what the feature adds to it. */
export type CreatePageStep = (args: CreatePageArgs) => void;

/** A step of onPostBuild (hooks/on-post-build.ts, which says when it runs): the files written beside the pages. */
export type PostBuildStep = (args: BuildArgs, publicDir: string) => Promise<void> | void;

export interface BuildFeature {
  /** The work and the GraphQL fields and types of its kinds' nodes (nodes/index.ts, and so graphql-types.ts). */
  readonly nodeWork?: NodeWorkTable;
  /** Field extensions its kinds' types use, each given to createFieldExtension (hooks/create-schema-customization.ts). */
  readonly fieldExtensions?: readonly object[];
  readonly createPages?: PagesStep;
  readonly onCreatePage?: CreatePageStep;
  readonly onPostBuild?: PostBuildStep;
}
