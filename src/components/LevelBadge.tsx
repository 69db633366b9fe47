import React from "react";
import type { CourseLevel } from "../shared/catalogue";
import * as styles from "./LevelBadge.module.css";
import * as tones from "./Tone.module.css";
import { COURSE_CARD } from "../shared/texts/course-card";
import { useTexts } from "../hooks/usePageLanguage";
import { classNames } from "./class-names";

/** docs/behaviour.md: Content: level badges are green, blue and purple. */
const LEVEL_COLOUR: Record<CourseLevel, string> = {
  Iniciante: tones.green,
  Intermediário: tones.blue,
  Avançado: tones.purple,
};

/** A course's level, in the colour of its badge. */
export function LevelBadge({ nivel }: { nivel: string }) {
  const levels: Readonly<Record<string, string>> = useTexts("courses", COURSE_CARD).levels;
  return (
    <span className={classNames(styles.badge, nivel in LEVEL_COLOUR && LEVEL_COLOUR[nivel as CourseLevel])}>
      {levels[nivel] ?? nivel}
    </span>
  );
}
