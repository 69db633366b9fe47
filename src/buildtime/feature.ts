import type { BuildArgs, CreateNodeArgs, CreatePagesArgs, CreateWebpackConfigArgs, Node } from "gatsby";
import type { HomePageContext } from "../shared/home";
import type { PageKindName } from "../shared/content-kinds";
import type { NodeWork } from "./content/node-work";

/**
 * What a feature's folder gives the build (src/buildtime/README.md, "A feature's folder"): one object,
 * exported by the folder's index.ts and listed in features.ts, whose members each hook calls for every
 * feature of that list. A member the feature has no use for is left out.
 */

/** Its kinds' node work, by kind, spread into the kind table (nodes/index.ts). */
export type NodeWorkTable = { readonly [K in PageKindName]?: NodeWork<K> };

/**
 * What a feature adds to the pages the site makes itself (hooks/create-pages.ts): the home page's
 * context, and any page's, by its address (a teaching's reviewed versions).
 */
interface PageAdditions {
  home?: Partial<HomePageContext>;
  pages?: ReadonlyMap<string, Record<string, unknown>>;
}

/** An MDX file of a source that is no content kind's (the translations'), as hooks/on-create-node.ts gives it. */
interface SourcedFile {
  /** The MDX plugin's node: its frontmatter, its body, and the node a feature's node is the child of. */
  mdx: Node & { frontmatter?: Record<string, unknown>; body?: string };
  sourceInstanceName: string;
  absolutePath: string;
  /** Under its source's folder (`en/ensinamentos/lobo-bom-lobo-mau.mdx`), and as an editor reads it. */
  relativePath: string;
  shownPath: string;
  /** The whole file. */
  source: string;
}

/** A step of onCreateNode (hooks/on-create-node.ts): a file of a source no content kind has, made the feature's node. */
export type ContentNodeStep = (args: CreateNodeArgs, file: SourcedFile) => Promise<void> | void;

/** A step of createPages (hooks/create-pages.ts): the feature's pages, and what it adds to the site's. */
export type PagesStep = (args: CreatePagesArgs) => Promise<PageAdditions | void> | PageAdditions | void;

/** A step of onPostBuild (hooks/on-post-build.ts, which says when it runs): the files written beside the pages. */
export type PostBuildStep = (args: BuildArgs, publicDir: string) => Promise<void> | void;

/**
 * What every page's code must know of a feature, as constants webpack writes into both bundles by name
 * (hooks/on-create-webpack-config.ts; each declared in src/globals.d.ts): decided once from the nodes, it
 * costs no query and no request on any page, and the branch it turns off is left out of the bundles (the
 * footer's link to a page the content has not made).
 */
type BundleConstants = (
  args: Pick<CreateWebpackConfigArgs, "getNodesByType">,
) => Readonly<Record<string, boolean | number | string>>;

export interface BuildFeature {
  /** The work and the GraphQL fields and types of its kinds' nodes (nodes/index.ts, and so graphql-types.ts). */
  readonly nodeWork?: NodeWorkTable;
  readonly onCreateNode?: ContentNodeStep;
  readonly createPages?: PagesStep;
  readonly onPostBuild?: PostBuildStep;
  readonly bundleConstants?: BundleConstants;
}
