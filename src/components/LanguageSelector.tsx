import React, { useEffect, useId, useRef, useState } from "react";
import type { LanguageOption } from "../shared/languages";
import { useLanguage } from "../hooks/useLanguage";
import { SITE } from "../shared/site";
import { MESSAGES } from "../shared/messages";
import { buttonClass } from "./Button";
import * as styles from "./LanguageSelector.module.css";
import { classNames } from "./class-names";

let languageList: Promise<readonly LanguageOption[]> | undefined;

/** The list of ~110 languages is fetched the first time a selector opens (or is hovered/focused). */
function loadLanguages(): Promise<readonly LanguageOption[]> {
  languageList ??= import(/* webpackChunkName: "languages" */ "../shared/languages")
    .then((module) => module.LANGUAGES)
    .catch((error: unknown) => {
      // A failed download (offline, a deploy in between) is tried again on the next opening.
      languageList = undefined;
      throw error;
    });
  return languageList;
}

interface LanguageSelectorProps {
  /** Called after a language is chosen (the mobile menu closes itself with it). */
  onSelect?: () => void;
  /** Which edge of the button the list lines up with: the end (header) or the start (mobile menu). */
  listAlign?: "start" | "end";
}

/**
 * 'Idioma: XX' button with a listbox of the languages (SPEC §2 Language selector, §4 Language
 * dropdown). Keyboard: arrows, Home/End, first letter, Enter/Space to choose, Escape or Tab to
 * close; focus returns to the button. Closes on an outside click. Marked translate="no" so that
 * the translator never rewrites the language names or the code in the button.
 */
export function LanguageSelector({ onSelect, listAlign = "end" }: LanguageSelectorProps) {
  const listClass = classNames(styles.list, listAlign === "start" && styles.alignStart);
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const [languages, setLanguages] = useState<readonly LanguageOption[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

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

  const activeOptionId = optionId(activeIndex);
  useEffect(() => {
    if (!open || !languages) return;
    listRef.current?.focus();
    document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [open, languages, activeOptionId]);

  const openList = () => {
    setOpen(true);
    setLoadFailed(false);
    loadLanguages().then(
      (list) => {
        const current = list.findIndex((option) => option.code === language);
        setActiveIndex(current >= 0 ? current : 0);
        setLanguages(list);
      },
      (error: unknown) => {
        // Offline, or a deploy removed the chunk an open tab asks for: say so and offer a retry.
        console.warn(MESSAGES.languageListUnavailable, error);
        setLoadFailed(true);
      },
    );
  };

  const prefetch = () => {
    loadLanguages().catch(() => undefined);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const options = languages ?? [];

  const choose = (index: number) => {
    const option = options[index];
    close(true);
    if (option && option.code !== language) setLanguage(option.code);
    onSelect?.();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openList();
    } else if (event.key === "Escape" && open) {
      close(true);
    }
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActiveIndex((index) => Math.min(index + 1, last));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case "Home":
        event.preventDefault();
        setActiveIndex(0);
        break;
      case "End":
        event.preventDefault();
        setActiveIndex(last);
        break;
      case "Enter":
      case " ":
        event.preventDefault();
        choose(activeIndex);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase(SITE.lang);
          const next = options.findIndex(
            (option, index) => index > activeIndex && option.name.toLocaleLowerCase(SITE.lang).startsWith(letter),
          );
          const first = options.findIndex((option) => option.name.toLocaleLowerCase(SITE.lang).startsWith(letter));
          const target = next >= 0 ? next : first;
          if (target >= 0) setActiveIndex(target);
        }
    }
  };

  return (
    <div className={styles.selector} ref={rootRef} translate="no">
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
        Idioma: {language.toUpperCase()}
      </button>
      {open && loadFailed ? (
        <div className={classNames(listClass, styles.error)} role="alert">
          <p>{MESSAGES.languageListUnavailable}</p>
          <button
            type="button"
            className={buttonClass("outline")}
            onClick={openList}
            onKeyDown={(event) => {
              if (event.key === "Escape") close(true);
            }}
          >
            {MESSAGES.retry}
          </button>
        </div>
      ) : null}
      {open && languages ? (
        <ul
          ref={listRef}
          id={listId}
          className={listClass}
          role="listbox"
          aria-label="Idiomas"
          tabIndex={0}
          aria-activedescendant={activeOptionId}
          onKeyDown={onListKeyDown}
        >
          {languages.map((option, index) => (
            // Keys are handled by the listbox, which owns the focus (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.code}
              id={optionId(index)}
              role="option"
              aria-selected={option.code === language}
              className={classNames(styles.option, index === activeIndex && styles.activeOption)}
              onClick={() => choose(index)}
              onMouseMove={() => setActiveIndex(index)}
            >
              {option.flag ? <span aria-hidden="true">{option.flag} </span> : null}
              {option.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
