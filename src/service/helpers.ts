/** What every layer of the service uses: an error told in a line, and a wait with an end. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits for `promise` (and throws what it throws), at most `ms`. */
export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  await Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}
