/**
 * window.localStorage, or nothing where the browser refuses storage to the page (disabled cookies,
 * some private modes): reading the property itself throws there, before any getItem could.
 */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
