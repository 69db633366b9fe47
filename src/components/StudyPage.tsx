import React from "react";
import { StudyLink } from "./StudyLink";
import * as styles from "./StudyPage.module.css";

/**
 * Where the page's first link leads back to (the list, the course, the book), and whether that page is
 * the Portuguese one, from a page published in another language (loaded anew, and marked so).
 */
export interface StudyBack {
  to: string;
  /** What the link says, in the page's language (a Portuguese title in it marked by TitleIn.tsx). */
  label: React.ReactNode;
  inSource?: boolean;
}

interface StudyPageProps {
  back: StudyBack;
  /** Above the title: the level's badge, the module, the chapter's number. */
  eyebrow?: React.ReactNode;
  title: string;
  /** Under the title: a line or a few of what the page is. */
  intro?: React.ReactNode;
  /** What the site search keeps of the page beside its words (Pagefind's `key:value`), e.g. its date. */
  searchMeta?: string;
  /** Under the intro: who translated and reviewed a page published in another language. */
  notice?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The frame of a course's, a lesson's, a book's, a chapter's and an edition's page: the way back, the title and
 * what the page holds, in the reading width. The whole is what the site search indexes.
 */
export function StudyPage({ back, eyebrow, title, intro, searchMeta, notice, children }: StudyPageProps) {
  return (
    <article className={styles.page} data-pagefind-body data-pagefind-meta={searchMeta}>
      <StudyLink path={back.to} inSource={back.inSource} className={styles.back} data-pagefind-ignore>
        <span aria-hidden="true">← </span>
        {back.label}
      </StudyLink>
      <header className={styles.header}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro}
        {notice}
      </header>
      {children}
    </article>
  );
}

/** Text the build rendered from a file's MDX (src/buildtime/render-mdx.tsx): written by the site's editors, trusted. */
export function StudyText({ html }: { html: string }) {
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A titled part of the page (the syllabus, the contents, the self-assessment). */
export function StudySection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a page cannot do without JavaScript, said only to a browser that runs none. */
export function WithoutScript({ children }: { children: React.ReactNode }) {
  return (
    <noscript>
      <p className={styles.note}>{children}</p>
    </noscript>
  );
}
