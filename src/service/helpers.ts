/** What every layer of the service uses: an error told in a line, a wait with an end, text safe for a terminal. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits for `promise` (and throws what it throws), at most `ms`; `Infinity`, as long as it takes. */
export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  // A timer longer than 2^31 - 1 ms fires at once (Node's TimeoutOverflowWarning): no end is no timer.
  if (ms === Infinity) return void (await promise);
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  await Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text safe for a terminal: control characters, line separators and bidirectional controls written as
 * `\uXXXX` (a CR as `\r`), so that nothing sent moves the cursor or reorders text; a message keeps its lines.
 */
export function printable(text: string, { multiline = false } = {}): string {
  return text.replace(UNPRINTABLE, (char) => {
    if (multiline && (char === "\n" || char === "\t")) return char;
    if (char === "\r") return "\\r";
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
