/**
 * The few browser side effects that tests need to observe. Kept in one module so unit tests can
 * replace them (jsdom cannot redefine window.location).
 */
export function reloadPage(): void {
  window.location.reload();
}

export function redirectTo(path: string): void {
  window.location.assign(path);
}
