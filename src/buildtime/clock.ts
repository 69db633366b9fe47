/**
 * The build's "now": what counts as coming on the agenda's pages (their state before the visitor's
 * clock takes over), which past events its calendar keeps, and the footer's year as built. `SOURCE_DATE_EPOCH`, the
 * standard variable of reproducible builds (seconds since the epoch), sets it, so that a build, and the
 * tests that read it, give the same pages whatever day they run; without it, the moment it is asked.
 */
export function buildNow(env: Record<string, string | undefined> = process.env): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === "") return Date.now();
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH deve ser um número de segundos, não "${epoch}"`);
  return Number(epoch) * 1000;
}
