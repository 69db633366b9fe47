import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { SITE } from "./src/shared/site";
import { contentFolders } from "./src/buildtime/content/folders";

const contentSource = (name: string, dir: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: dir },
});

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.name,
    description: SITE.description,
    siteUrl: SITE.url,
  },
  trailingSlash: "always",
  // Netlify is the production host (docs/deploying.md). Named here rather than left to Gatsby's
  // detection so that every build, local or on Netlify, writes the same rewrites and headers.
  adapter: netlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // The types of the queries (`Queries.*`), those the build itself runs included: Gatsby's type generation
  // reads gatsby-node.ts by default; the build's queries live under src/buildtime/, each marked with the
  // `/* GraphQL */` comment its reader looks for (src/buildtime/agenda/queries.ts).
  graphqlTypegen: {
    generateOnBuild: true,
    typesOutputPath: "src/gatsby-types.d.ts",
    documentSearchPaths: ["./gatsby-node.ts", "./src/buildtime/**/*.ts"],
  },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    // One source per folder (or file) of a content kind, named by the kind: src/buildtime/hooks/on-create-node.ts
    // reads `sourceInstanceName` to know which schema applies.
    ...contentFolders(__dirname).map((source) => contentSource(source.name, source.path)),
  ],
};

export default config;
