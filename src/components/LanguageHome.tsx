import React, { useId } from "react";
import { formatLongDateIn } from "../shared/dates-in-language";
import type { Catalogue } from "../shared/texts/catalogue";
import type { LanguageHomePageContext, LanguageHomeItem } from "../shared/translations";
import { buttonClass } from "./Button";
import { Container } from "./Container";
import { PageHero } from "./PageHero";
import { TitleIn } from "./TitleIn";
import * as styles from "./LanguageHome.module.css";

interface LanguageHomeProps {
  home: LanguageHomePageContext["home"];
  texts: Catalogue["languageHome"];
  /** The language's tag, for its dates, and its search's address. */
  htmlLang: string;
  searchPath: string;
}

/** One kind's translated pages: titles linking to them, a summary and, for a teaching, its date. */
function KindList({ title, items, htmlLang }: { title: string; items: readonly LanguageHomeItem[]; htmlLang: string }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.kind} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.kindTitle}>
        {title}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => {
          const date = item.publishedOn ? formatLongDateIn(htmlLang, item.publishedOn) : null;
          return (
            <li key={item.path} className={styles.item}>
              <a href={item.path} className={styles.itemLink}>
                {item.titulo}
              </a>
              {date ? (
                <time dateTime={item.publishedOn ?? undefined} className={styles.date}>
                  {date}
                </time>
              ) : null}
              {item.summary ? (
                <p className={styles.summary}>
                  <TitleIn inSource={item.summaryInSource}>{item.summary}</TitleIn>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A language's home (`/en/`): what the institute has published in it, by kind, a search of those pages
 * (a form sent to the language's search), and the one line that says the rest of the site is in Portuguese.
 */
export function LanguageHome({ home, texts, htmlLang, searchPath }: LanguageHomeProps) {
  const searchId = useId();
  return (
    <>
      <PageHero title={texts.title} subtitle={texts.intro}>
        <form role="search" action={searchPath} method="get" className={styles.search} aria-label={texts.searchLabel}>
          <div className={styles.field}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              {texts.searchLabel}
            </label>
            <input id={searchId} type="search" name="q" className={styles.searchInput} enterKeyHint="search" />
          </div>
          <button type="submit" className={buttonClass("primary")}>
            {texts.searchButton}
          </button>
        </form>
      </PageHero>
      <Container>
        <p className={styles.restOfSite}>{texts.restOfSite}</p>
        <KindList title={texts.teachings} items={home.teachings} htmlLang={htmlLang} />
        <KindList title={texts.courses} items={home.courses} htmlLang={htmlLang} />
        <KindList title={texts.lessons} items={home.lessons} htmlLang={htmlLang} />
        <KindList title={texts.books} items={home.books} htmlLang={htmlLang} />
        <KindList title={texts.chapters} items={home.chapters} htmlLang={htmlLang} />
      </Container>
    </>
  );
}
