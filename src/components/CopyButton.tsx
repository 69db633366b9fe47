import React, { useState } from "react";
import * as TEXTS from "../shared/texts/donations";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import { buttonClass } from "./Button";
import { RoomyStatus } from "./RoomyStatus";
import * as styles from "./CopyButton.module.css";

/** Every message the live region may say, laid out unseen in its place: it keeps the room of the longest. */
const ROOM = [TEXTS.copied, TEXTS.copyFailed];

interface CopyButtonProps {
  /** The text copied. */
  text: string;
  /** The element that shows it, selected when the browser refuses to copy, for the visitor to copy it. */
  shown: React.RefObject<HTMLElement | null>;
}

/**
 * 'Copiar código Pix': puts the code on the clipboard and says so in a live region; where the browser
 * refuses (no clipboard, no permission), says that instead and selects the code, for the visitor to copy
 * it themselves. It needs the page's code: hidden until it runs, and without JavaScript not shown at all
 * (src/shared/needs-script.ts), when the code stays on the page as text to select. Nothing leaves the page.
 */
export function CopyButton({ text, shown }: CopyButtonProps) {
  const [said, setSaid] = useState("");

  const copy = async () => {
    setSaid("");
    try {
      await navigator.clipboard.writeText(text);
      setSaid(TEXTS.copied);
    } catch {
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current);
      setSaid(TEXTS.copyFailed);
    }
  };

  return (
    <div className={styles.copy} {...NEEDS_SCRIPT}>
      <button type="button" className={buttonClass("primary")} onClick={() => void copy()}>
        {TEXTS.copyCode}
      </button>
      <RoomyStatus messages={ROOM} said={said} className={styles.statusBox} />
    </div>
  );
}
