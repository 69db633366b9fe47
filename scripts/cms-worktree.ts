// The git worktree Decap's local backend works in (`npm run cms`, docs/editing.md). decap-server's
// git mode switches branches around each request and commits with `git add .`: in the developer's own
// checkout it would carry uncommitted edits into an editor's commit, so it gets a checkout of its own,
// sharing the repository's branches. The editor's drafts become branches cms/<collection>/<slug>, and
// publishing merges them into `branch` (CMS_BRANCH; "conteudo" by default, since a branch can be checked
// out in one worktree only and the developer's is usually on main).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const DEFAULT_LOCAL_BRANCH = "conteudo";

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The worktree at `dir` on `branch` (created from the checkout's HEAD when missing), ready for decap-server. */
export function ensureCmsWorktree(projectRoot: string, dir: string, branch: string): string {
  if (fs.existsSync(path.join(dir, ".git"))) return dir;
  const known = git(projectRoot, ["branch", "--list", branch]) !== "";
  if (!known) git(projectRoot, ["branch", branch, "HEAD"]);
  try {
    git(projectRoot, ["worktree", "add", dir, branch]);
  } catch (error) {
    const reason = error instanceof Error && "stderr" in error ? String(error.stderr) : String(error);
    throw new Error(
      `Não foi possível criar a cópia de trabalho do editor em ${dir} no ramo ${branch}: ${reason.trim()}\n` +
        "Um ramo só pode estar aberto em uma cópia de trabalho: use outro CMS_BRANCH, ou mude de ramo na sua.",
    );
  }
  // decap-server commits as whoever the repository says; a worktree shares the repository's settings.
  return dir;
}
