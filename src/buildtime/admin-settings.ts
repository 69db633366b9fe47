import type { CmsBackend } from "../admin/cms-config";

/** Where the editor is served. */
export const ADMIN_PATH = "/admin/";

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/**
 * The repository the editor saves to: CMS_REPO (`owner/name`), else the one Netlify's build names in
 * REPOSITORY_URL: `git@github.com:owner/repo` on production builds, `https://github.com/owner/repo`
 * on the others (netlify/build#1087). Null when neither names a GitHub repository.
 */
export function repositoryFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CMS_REPO) {
    if (!REPO.test(env.CMS_REPO)) throw new Error(`CMS_REPO deve ser dono/repositório (recebido: ${env.CMS_REPO}).`);
    return env.CMS_REPO;
  }
  const match = /^(?:git@github\.com:|https:\/\/github\.com\/)([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(
    env.REPOSITORY_URL ?? "",
  );
  return match && REPO.test(match[1]) ? match[1] : null;
}

/**
 * CMS_OAUTH_BASE_URL, the origin of the site's own login service (docs/editing.md): Decap accepts
 * the login's message only from exactly this origin, so it must be a bare origin, without a path.
 */
function oauthBaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let origin: string;
  try {
    origin = new URL(raw).origin;
  } catch {
    throw new Error(`CMS_OAUTH_BASE_URL deve ser um endereço como https://exemplo.org (recebido: ${raw}).`);
  }
  if (origin !== raw.replace(/\/$/, ""))
    throw new Error(`CMS_OAUTH_BASE_URL deve ser só a origem, sem caminho (recebido: ${raw}; use ${origin}).`);
  return origin;
}

/**
 * Where the editor saves on the deployed site (docs/editing.md), chosen at build time: GitHub by
 * default (through Netlify's OAuth provider, or the site's own when CMS_OAUTH_BASE_URL is set), Git
 * Gateway when CMS_BACKEND=git-gateway (for sites that still have Netlify Identity), and, without any
 * repository, only Decap's local backend on the editor's own machine (`npm run cms`).
 */
export function cmsBackendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const branch = env.CMS_BRANCH || "main";
  if (env.CMS_BACKEND === "git-gateway") return { name: "git-gateway", branch };
  if (env.CMS_BACKEND && env.CMS_BACKEND !== "github")
    throw new Error(`CMS_BACKEND deve ser github ou git-gateway (recebido: ${env.CMS_BACKEND}).`);
  const repo = repositoryFromEnv(env);
  if (!repo) return { name: "local", branch };
  const baseUrl = oauthBaseUrl(env.CMS_OAUTH_BASE_URL);
  return { name: "github", branch, repo, ...(baseUrl ? { baseUrl } : {}) };
}
