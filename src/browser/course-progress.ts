import { localStorageIfAllowed } from "./storage";

/**
 * A visitor's progress in the courses, kept in this browser's localStorage, one key per course: the
 * `ordem` of each lesson marked done. No account and nothing sent anywhere; a visitor who clears the
 * browser's data starts again. Components read it through src/hooks/useCourseProgress.ts.
 */

export const PROGRESS_KEY_PREFIX = "progresso-curso-";

const keyOf = (courseId: number) => `${PROGRESS_KEY_PREFIX}${courseId}`;

/** No lesson done: one list, so that a course not begun reads the same before and after hydration. */
export const NOTHING_DONE: readonly number[] = Object.freeze([]);

/** The last text read for each key and what it held, so that a read returns the same list until it changes. */
const cache = new Map<string, { raw: string | null; done: readonly number[] }>();

function parse(raw: string | null): readonly number[] {
  if (raw === null) return NOTHING_DONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : NOTHING_DONE;
  } catch {
    // Written by hand, or by something else: as if nothing were done.
    return NOTHING_DONE;
  }
}

/**
 * Progress the browser would not store (disabled cookies, some private modes, a full storage), kept
 * for as long as the page is open, so that 'Marcar como concluída' and 'Recomeçar' still answer.
 */
const unstored = new Map<string, readonly number[]>();

/** The lessons marked done in course `courseId` (their `ordem`). */
export function readProgress(courseId: number): readonly number[] {
  const key = keyOf(courseId);
  const kept = unstored.get(key);
  if (kept) return kept;
  let raw: string | null = null;
  try {
    raw = localStorageIfAllowed()?.getItem(key) ?? null;
  } catch {
    // Storage refused: nothing done, as for a visitor who has not begun.
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.done;
  const done = parse(raw);
  cache.set(key, { raw, done });
  return done;
}

const listeners = new Set<() => void>();

/** Calls `listener` when any course's progress changes, here or in another tab. */
export function subscribeToProgress(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PROGRESS_KEY_PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(courseId: number, done: readonly number[]): void {
  const key = keyOf(courseId);
  const sorted = done.length === 0 ? NOTHING_DONE : [...done].sort((a, b) => a - b);
  try {
    const storage = localStorageIfAllowed();
    if (!storage) throw new Error("storage refused");
    if (sorted.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(sorted));
    unstored.delete(key);
  } catch {
    unstored.set(key, sorted);
  }
  for (const listener of listeners) listener();
}

/** Marks lesson `ordem` of course `courseId` done, or not done. */
export function setLessonDone(courseId: number, ordem: number, done: boolean): void {
  const current = readProgress(courseId).filter((item) => item !== ordem);
  write(courseId, done ? [...current, ordem] : current);
}

/** Forgets the course's progress ('Recomeçar'). */
export function clearProgress(courseId: number): void {
  write(courseId, NOTHING_DONE);
}
