import React from "react";
import { chooseTheme, syncThemeSwitch } from "../browser/theme";
import { FRAME } from "../shared/texts/frame";
import { useTexts } from "../hooks/usePageLanguage";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import * as styles from "./ThemeToggle.module.css";

/**
 * The dark scheme's switch: a native checkbox with the switch role, on while the page is dark. The
 * browser keeps its state, so it costs React no state of its own; the scheme in force is read into
 * it once the page runs (the server cannot know the visitor's scheme), and it is shown only from then
 * on (src/shared/needs-script.ts). `showLabel` writes the name beside the icon (the mobile menu); the
 * header shows the icon alone.
 */
export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const TEXTS = useTexts("frame", FRAME);
  return (
    <label className={styles.toggle} title={showLabel ? undefined : TEXTS.darkTheme} {...NEEDS_SCRIPT}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        ref={syncThemeSwitch}
        onChange={(event) => chooseTheme(event.currentTarget.checked ? "dark" : "light")}
      />
      <span className={styles.icon} aria-hidden="true" />
      <span className={showLabel ? undefined : "visually-hidden"}>{TEXTS.darkTheme}</span>
    </label>
  );
}
