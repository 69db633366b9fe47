import { useCallback, useSyncExternalStore } from "react";
import {
  NOTHING_DONE,
  clearProgress,
  readProgress,
  setLessonDone,
  subscribeToProgress,
} from "../browser/course-progress";

/**
 * The pre-rendered page knows no visitor's progress; React reads it so while it hydrates, and renders
 * again after only if the visitor's differs (the same list when nothing is done).
 */
const serverProgress = () => NOTHING_DONE;

export interface CourseProgress {
  /** The `ordem` of the lessons marked done. */
  done: readonly number[];
  setDone: (ordem: number, done: boolean) => void;
  reset: () => void;
}

/** The visitor's progress in course `courseId`, kept in this browser (src/browser/course-progress.ts). */
export function useCourseProgress(courseId: number): CourseProgress {
  const done = useSyncExternalStore(subscribeToProgress, () => readProgress(courseId), serverProgress);
  const setDone = useCallback((ordem: number, value: boolean) => setLessonDone(courseId, ordem, value), [courseId]);
  const reset = useCallback(() => clearProgress(courseId), [courseId]);
  return { done, setDone, reset };
}
