/**
 * The one way the site downloads what only some visitors use (a chunk of its code, a data file, a
 * third-party script): the first call starts the download, later calls share it, and a failure is
 * forgotten, so that the next call tries again (offline for a moment, or a deploy in between).
 */

/** A download shared by every caller, with what it brought once it has come (`loaded()`), for a first render. */
export interface Loader<T> {
  (): Promise<T>;
  loaded: () => T | undefined;
}

/** A download per key (a file's address, a page number), each shared and retried as `Loader`. */
export interface KeyedLoader<K, T> {
  (key: K): Promise<T>;
  loaded: (key: K) => T | undefined;
}

export function loadOnceByKey<K, T>(load: (key: K) => Promise<T>): KeyedLoader<K, T> {
  const pending = new Map<K, Promise<T>>();
  const done = new Map<K, T>();
  const loader = (key: K) => {
    let loading = pending.get(key);
    if (!loading) {
      loading = load(key).then(
        (value) => {
          done.set(key, value);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, loading);
    }
    return loading;
  };
  return Object.assign(loader, { loaded: (key: K) => done.get(key) });
}

export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  const byKey = loadOnceByKey<null, T>(load);
  return Object.assign(() => byKey(null), { loaded: () => byKey.loaded(null) });
}

/**
 * A third-party script, added to the page: resolves once it has run; rejects with `failure` when it
 * cannot be downloaded (blocked, offline), and takes it out of the page, so that a next try starts clean.
 */
export function appendScript(src: string, failure: string): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(script));
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(failure));
    });
    document.body.append(script);
  });
}

/** The JSON document at `url`, a failed answer (404 after a deploy, 5xx) thrown like a failed download. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
