import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { SITE } from "./src/config/site";

const contentSource = (name: string, dir: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.resolve(__dirname, dir) },
});

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.name,
    description: SITE.description,
    siteUrl: SITE.url,
  },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    // One source per content kind: gatsby-node.ts reads `sourceInstanceName` to know which schema applies.
    contentSource("ensinamentos", process.env.TEACHINGS_DIR ?? "content/ensinamentos"),
    contentSource("cursos", "content/cursos"),
    contentSource("livros", "content/livros"),
  ],
};

export default config;
