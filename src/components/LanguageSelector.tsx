import React, { useEffect, useId, useRef, useState } from "react";
import { loadOnce } from "../browser/load-once";
import { useAsync } from "../hooks/useAsync";
import type { LanguageOption } from "../shared/languages";
import { useLanguage } from "../hooks/useLanguage";
import { FRAME } from "../shared/texts/frame";
import { format } from "../shared/texts/format";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import { buttonClass } from "./Button";
import * as styles from "./LanguageSelector.module.css";
import { classNames } from "./class-names";

/**
 * The list of ~110 languages, and the list that shows them, are fetched the first time a selector
 * opens (or is hovered/focused).
 */
const loadLanguageList = loadOnce(() => import(/* webpackChunkName: "languages" */ "./LanguageList"));

/** The list's code, logged when it could not come (offline, or a deploy removed the chunk an open tab asks for). */
const loadOrWarn = () =>
  loadLanguageList().catch((error: unknown) => {
    console.warn(FRAME.languageListUnavailable, error);
    throw error;
  });

interface LanguageSelectorProps {
  /** Called after a language is chosen (the mobile menu closes itself with it). */
  onSelect?: () => void;
  /** Which edge of the button the list lines up with: the end (header) or the start (mobile menu). */
  listAlign?: "start" | "end";
}

/**
 * 'Idioma: XX' button with a listbox of the languages (docs/behaviour.md: Screens Language selector, docs/behaviour.md: States Language
 * dropdown; the list and its keyboard are in LanguageList.tsx). The arrows open it, Escape closes
 * it; focus returns to the button. Closes on an outside click. Marked translate="no" so that
 * the translator never rewrites the language names or the code in the button. Shown once the page's
 * code runs, which it needs (src/shared/needs-script.ts).
 */
export function LanguageSelector({ onSelect, listAlign = "end" }: LanguageSelectorProps) {
  const TEXTS = useTexts("frame", FRAME);
  const { htmlLang, translated } = usePageLanguage();
  const listClass = classNames(styles.list, listAlign === "start" && styles.alignStart);
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  // Closed, nothing is asked; opened again after a failure, the download is tried again.
  const { state, retry } = useAsync(open ? "languages" : null, loadOrWarn);
  const listModule = loadLanguageList.loaded() ?? (state.status === "ready" ? state.value : null);
  const loadFailed = state.status === "error";
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `${useId()}-list`;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  }, [open]);

  const openList = () => setOpen(true);

  const prefetch = () => {
    loadLanguageList().catch(() => undefined);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (option: LanguageOption) => {
    close(true);
    // On a page published in another language, its own language is still a choice: kept for the rest of
    // the site, which the widget translates.
    if (option.code !== language || translated) setLanguage(option.code);
    onSelect?.();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openList();
    } else if (event.key === "Escape" && open) {
      // Handled: the mobile menu around the selector stays open (a popover closes on Escape).
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div className={styles.selector} ref={rootRef} translate="no" {...NEEDS_SCRIPT}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {format(TEXTS.languageButton, { code: language.toUpperCase() })}
      </button>
      {open && loadFailed ? (
        <div className={classNames(listClass, styles.error)} role="alert">
          <p>{TEXTS.languageListUnavailable}</p>
          <button
            type="button"
            className={buttonClass("outline")}
            onClick={retry}
            onKeyDown={(event) => {
              if (event.key === "Escape") close(true);
            }}
          >
            {TEXTS.retry}
          </button>
        </div>
      ) : null}
      {open && listModule && !loadFailed ? (
        <listModule.LanguageList
          id={listId}
          className={listClass}
          language={language}
          onChoose={choose}
          onClose={close}
          lang={htmlLang}
          label={TEXTS.languages}
        />
      ) : null}
    </div>
  );
}
