import React, { useEffect, useMemo, useRef, useState } from "react";
import { TeachingGrid, fromPage, type ListedCard } from "./TeachingGrid";
import type { TeachingCardData, TeachingCardText } from "./TeachingCard";
import { formatLongDate } from "../shared/dates";
import { filterTeachings, type TeachingFilter } from "../shared/teachings";
import { TEACHINGS_PER_PAGE } from "../shared/catalogue";
import type { IndexedTeaching } from "../shared/teachings-index";
import { useCardPictures, useTeachingsIndex } from "../hooks/useTeachingsIndex";
import * as TEXTS from "../shared/texts/teachings";
import { FRAME } from "../shared/texts/frame";
import { buttonClass } from "./Button";
import { classNames } from "./class-names";
import * as styles from "./FilteredTeachings.module.css";

/** Where the matches come from: the page's own cards when they are the whole archive, else its index. */
export type FilterSource = { teachings: readonly TeachingCardData[] } | { indexPath: string };

interface FilteredTeachingsProps {
  source: FilterSource;
  filter: TeachingFilter;
  /** What the list's live region announces: the count, or why there is none yet. */
  onStatus: (status: string) => void;
  /**
   * What stays on screen while the archive's index is on its way: the page's own cards, so the list
   * does not collapse to a notice and spring back, moving everything below it.
   */
  pending: React.ReactNode;
}

/**
 * The teachings list under a search, category or year (docs/behaviour.md: Screens), over the whole archive:
 * TEACHINGS_PER_PAGE matches at first and as many more at each 'Mostrar mais'.
 */
export function FilteredTeachings({ source, filter, onStatus, pending }: FilteredTeachingsProps) {
  return "indexPath" in source ? (
    <ArchiveMatches indexPath={source.indexPath} filter={filter} onStatus={onStatus} pending={pending} />
  ) : (
    <PageMatches teachings={source.teachings} filter={filter} onStatus={onStatus} />
  );
}

function PageMatches({
  teachings,
  filter,
  onStatus,
}: { teachings: readonly TeachingCardData[] } & Omit<FilteredTeachingsProps, "source" | "pending">) {
  const matches = useMemo(() => filterTeachings(teachings, filter), [teachings, filter]);
  return <Matches matches={matches} toCard={fromPage} filter={filter} onStatus={onStatus} />;
}

/** An index row as its card writes it, its date written out the first time the card is shown. */
const cardTexts = new WeakMap<IndexedTeaching, TeachingCardText>();

function cardText(teaching: IndexedTeaching): TeachingCardText {
  let text = cardTexts.get(teaching);
  if (!text) {
    text = { ...teaching, longDate: formatLongDate(teaching.publishedOn) ?? teaching.publishedOn };
    cardTexts.set(teaching, text);
  }
  return text;
}

/** The archive's matches, from its index (src/buildtime/teachings-list.ts), with their pictures from the list's pages. */
function ArchiveMatches({
  indexPath,
  filter,
  onStatus,
  pending,
}: { indexPath: string } & Omit<FilteredTeachingsProps, "source">) {
  const { state: index, retry } = useTeachingsIndex(indexPath);
  // The index itself, not the state around it, which is a new object at every render.
  const ready = index.status === "ready" ? index.index : null;
  const matches = useMemo(() => (ready ? filterTeachings(ready.teachings, filter) : null), [ready, filter]);
  const [shown, setShown] = useState<readonly IndexedTeaching[]>([]);
  const pictures = useCardPictures(shown, ready?.perPage ?? TEACHINGS_PER_PAGE);

  if (matches === null && index.status === "error") {
    return (
      <Announced status={TEXTS.allTeachingsUnavailable} onStatus={onStatus}>
        <TeachingsNotice>
          <p>{TEXTS.allTeachingsUnavailable}</p>
          <button type="button" className={buttonClass("outline")} onClick={retry}>
            {FRAME.retry}
          </button>
        </TeachingsNotice>
      </Announced>
    );
  }
  if (matches === null) {
    return (
      <Announced status={TEXTS.searchingAllTeachings} onStatus={onStatus}>
        {pending}
      </Announced>
    );
  }
  return (
    <Matches
      matches={matches}
      toCard={(teaching) => ({ teaching: cardText(teaching), image: pictures.get(teaching.slug) })}
      onShown={setShown}
      filter={filter}
      onStatus={onStatus}
    />
  );
}

/** Hands `status` to the list's live region whenever it changes. */
function Announced({
  status,
  onStatus,
  children,
}: {
  status: string;
  onStatus: (status: string) => void;
  children: React.ReactNode;
}) {
  useEffect(() => onStatus(status), [onStatus, status]);
  return <>{children}</>;
}

interface MatchesProps<T> extends Omit<FilteredTeachingsProps, "source" | "pending"> {
  matches: readonly T[];
  toCard: (match: T) => ListedCard;
  /** The matches on screen, when the caller needs to know (to fetch their pictures). */
  onShown?: (shown: readonly T[]) => void;
}

function Matches<T>({ matches, toCard, onShown, filter, onStatus }: MatchesProps<T>) {
  // One page's worth for each new filter, more at each 'Mostrar mais'.
  const key = JSON.stringify([filter.search.trim(), filter.category, filter.year]);
  const [visible, setVisible] = useState({ key, count: TEACHINGS_PER_PAGE });
  const count = visible.key === key ? visible.count : TEACHINGS_PER_PAGE;
  const shown = useMemo(() => matches.slice(0, count), [matches, count]);
  useEffect(() => onShown?.(shown), [onShown, shown]);

  // After 'Mostrar mais', the first card it added takes the focus, so a keyboard or screen reader
  // visitor goes on reading where the list grew rather than losing the button, which may go away.
  const grid = useRef<HTMLDivElement>(null);
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    if (focusCard.current === null) return;
    // A render may come before the one that adds the cards: wait for the card to be there.
    const added = grid.current?.querySelectorAll("article")[focusCard.current];
    if (!added) return;
    focusCard.current = null;
    added.querySelector("a")?.focus();
  });

  const status = TEXTS.teachingsFound(matches.length, shown.length);
  if (matches.length === 0) {
    return (
      <Announced status={status} onStatus={onStatus}>
        <TeachingsNotice>
          <p>{TEXTS.noTeachingsFound}</p>
        </TeachingsNotice>
      </Announced>
    );
  }
  return (
    <Announced status={status} onStatus={onStatus}>
      <TeachingGrid gridRef={grid} cards={shown.map(toCard)} />
      {shown.length < matches.length ? (
        <button
          type="button"
          className={classNames(buttonClass("outline"), styles.more)}
          onClick={() => {
            focusCard.current = count;
            setVisible({ key, count: count + TEACHINGS_PER_PAGE });
          }}
        >
          {TEXTS.showMoreTeachings} ({shown.length} de {matches.length})
        </button>
      ) : null}
    </Announced>
  );
}

/** What the list shows instead of cards: no match, or the archive's index missing. */
function TeachingsNotice({ children }: { children: React.ReactNode }) {
  return <div className={styles.notice}>{children}</div>;
}
