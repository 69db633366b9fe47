// `npm run cms`: the editor on this machine (docs/editing.md). Decap's local backend (decap-server,
// 127.0.0.1:8081) in its git mode, on a worktree of its own (cms-worktree.ts), so drafts, review and
// publishing work here as on GitHub; and `gatsby develop`, which serves the editor at
// http://localhost:8000/admin/ with the same branch.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { DEFAULT_LOCAL_BRANCH, ensureCmsWorktree } from "./cms-worktree";

const projectRoot = path.resolve(__dirname, "..");
const branch = process.env.CMS_BRANCH || DEFAULT_LOCAL_BRANCH;
const worktree = path.resolve(projectRoot, process.env.CMS_WORKTREE ?? ".cms/arvore");

try {
  ensureCmsWorktree(projectRoot, worktree, branch);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`Editor: cópia de trabalho ${path.relative(projectRoot, worktree)}, ramo ${branch}`);

const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);
const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    stdio: "inherit",
    env: { ...process.env, MODE: "git", GIT_REPO_DIRECTORY: worktree, BIND_HOST: "127.0.0.1" },
  }),
  spawn(bin("gatsby"), ["develop"], {
    stdio: "inherit",
    cwd: projectRoot,
    env: { ...process.env, CMS_BRANCH: branch, GATSBY_TELEMETRY_DISABLED: "1" },
  }),
];
const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
for (const child of children) child.on("exit", stopAll);
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
