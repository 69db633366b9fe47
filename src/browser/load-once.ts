/**
 * Something downloaded once per visit (a chunk of the site's code, a data file, a third-party
 * script): the first call starts the download, later calls share it, and a failure is forgotten, so
 * that the next call tries again (offline for a moment, or a deploy in between).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
