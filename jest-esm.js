// The ESM-only packages jest must compile (jest.config.js: the MDX compiler's unified dependencies) need
// no more than their `import`s made `require`s: esbuild, which the build already uses, does that in a
// fraction of the time Babel with Gatsby's preset took (a fresh clone's unit tests: 21 s of CPU less
// out of 135). The project's own code stays with Babel, as Gatsby's unit-testing guide sets it up
// (jest-preprocess.js). Not esbuild-jest, which is no longer maintained, nor @swc/jest, a second
// native compiler for the one job.
const crypto = require("node:crypto");
const fs = require("node:fs");
const { transformSync, version } = require("esbuild");

const OWN_SOURCE = fs.readFileSync(__filename, "utf8");

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: "js",
      format: "cjs",
      target: `node${process.versions.node.split(".")[0]}`,
      sourcemap: true,
      sourcefile: filename,
    });
    return { code, map };
  },
  // What the output depends on besides the file: esbuild's release and these options.
  getCacheKey(source, filename) {
    return crypto.createHash("sha1").update(version).update(OWN_SOURCE).update(filename).update(source).digest("hex");
  },
};
