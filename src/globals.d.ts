// Gatsby compiles *.module.css with named exports, one per class (`import * as styles from "./X.module.css"`).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** The theme colour of src/styles/global.css, put into the server render by gatsby-node.ts (onCreateWebpackConfig). */
declare const __THEME_COLOUR__: string;

/**
 * The build's year (its `SOURCE_DATE_EPOCH`'s, or the year it ran), the same in the server render and the
 * browser's bundle (onCreateWebpackConfig): the footer hydrates to it whatever the visitor's clock says.
 */
declare const __BUILD_YEAR__: number;

/**
 * Whether the build made the Pix page, /apoie/ (src/buildtime/donations/, its `bundleConstants`): the
 * footer's and /quem-somos/'s links to it are in the bundles only when it exists.
 */
declare const __DONATIONS_PAGE__: boolean;
