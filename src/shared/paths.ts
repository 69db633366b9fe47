/** Path without its trailing slash, except for the root. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether a navigation entry is the current section: the home entry only on "/", any other
 * entry on its own path and below it (so /cursos/3 keeps "Cursos" highlighted).
 */
export function isActivePath(currentPath: string, href: string, extraPrefixes: readonly string[] = []): boolean {
  const current = normalizePath(currentPath);
  const target = normalizePath(href);
  if (target === "/") return current === "/";
  return [target, ...extraPrefixes.map(normalizePath)].some(
    (prefix) => current === prefix || current.startsWith(`${prefix}/`),
  );
}
