import React, { useEffect, useMemo, useRef, useState } from "react";
import { languagesIn, type LanguageOption } from "../shared/languages";
import * as styles from "./LanguageSelector.module.css";
import { classNames } from "./class-names";

interface LanguageListProps {
  id: string;
  className: string;
  /** The code of the page's language, marked selected and active when the list opens. */
  language: string;
  onChoose: (option: LanguageOption) => void;
  /** Closes the list; `returnFocus` gives the focus back to the selector's button. */
  onClose: (returnFocus: boolean) => void;
  /** The page's language tag (`pt-BR`, `en`): the languages are named in it. */
  lang: string;
  /** The list's name, in the page's language ('Idiomas'). */
  label: string;
}

/**
 * The open list of the language selector (LanguageSelector.tsx), with its keyboard: arrows, Home/End,
 * first letter, Enter/Space to choose, Escape or Tab to close. Downloaded with the list of languages
 * the first time a selector opens, so that the page's first load carries only the button.
 */
export function LanguageList({ id, className, language, onChoose, onClose, lang, label }: LanguageListProps) {
  const LANGUAGES = useMemo(() => languagesIn(lang), [lang]);
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      LANGUAGES.findIndex((option) => option.code === language),
    ),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOptionId = optionId(activeIndex);

  useEffect(() => {
    listRef.current?.focus();
    document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const choose = (index: number) => {
    const option = LANGUAGES[index];
    if (option) onChoose(option);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const last = LANGUAGES.length - 1;
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
        onClose(true);
        break;
      case "Tab":
        onClose(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase(lang);
          const startsWith = (option: LanguageOption) => option.name.toLocaleLowerCase(lang).startsWith(letter);
          const next = LANGUAGES.findIndex((option, index) => index > activeIndex && startsWith(option));
          const target = next >= 0 ? next : LANGUAGES.findIndex(startsWith);
          if (target >= 0) setActiveIndex(target);
        }
    }
  };

  return (
    <ul
      ref={listRef}
      id={id}
      className={className}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeOptionId}
      onKeyDown={onKeyDown}
    >
      {LANGUAGES.map((option, index) => (
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
          lang={option.lang}
        >
          {option.flag ? <span aria-hidden="true">{option.flag} </span> : null}
          {option.name}
        </li>
      ))}
    </ul>
  );
}
