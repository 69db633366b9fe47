// Gatsby compiles *.module.css with named exports, one per class (`import * as styles from "./X.module.css"`).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** The theme colour of src/styles/global.css, put into the server render by gatsby-node.ts (onCreateWebpackConfig). */
declare const __THEME_COLOUR__: string;
