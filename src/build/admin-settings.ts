import type { CmsBackend } from "../admin/cms-config";

/** Where the editor is served. */
export const ADMIN_PATH = "/admin/";

/**
 * Where the editor saves on the deployed site (README, "Editing"): CMS_BACKEND (git-gateway, the
 * default, or github), CMS_REPO (owner/name, for GitHub) and CMS_BRANCH (main by default).
 */
export function cmsBackendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const name = env.CMS_BACKEND === "github" ? "github" : "git-gateway";
  if (name === "github" && !env.CMS_REPO) throw new Error("CMS_BACKEND=github precisa de CMS_REPO (dono/repositório).");
  return { name, branch: env.CMS_BRANCH ?? "main", ...(env.CMS_REPO ? { repo: env.CMS_REPO } : {}) };
}
