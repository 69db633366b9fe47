import React, { useEffect } from "react";
import { Link } from "gatsby";
import { shownKeys, withOffset, type Listing, type ListingItem } from "../shared/agenda/listing";
import { AGENDA_LISTING_SCRIPT, LISTING_MARKS, LISTING_STYLE_ID } from "../shared/agenda/listing-script";
import { localDay, localStart } from "../shared/agenda/words";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/agenda";
import { useNow } from "../hooks/useAgendaClock";
import { VisitorTime } from "./VisitorTime";
import * as styles from "./AgendaList.module.css";

/** The marks the inline script reads on an item (src/shared/agenda/listing-script.ts). */
const itemMarks = (item: ListingItem) => ({
  [LISTING_MARKS.item]: item.key,
  [LISTING_MARKS.until]: item.until,
  ...(item.from === null ? {} : { [LISTING_MARKS.from]: item.from }),
});

/** Where: the place's name, or 'Online'. */
const where = (item: ListingItem) => item.lugar ?? TEXTS.online;

function Item({ item, withDay, titleAs: Title }: { item: ListingItem; withDay: boolean; titleAs: "h3" | "h4" }) {
  return (
    <article className={styles.item}>
      <p className={styles.when}>
        <time dateTime={withOffset(item.local, item.start)}>
          {withDay ? `${localDay(item.local)}, ` : ""}
          {localStart(item.local)}
        </time>
      </p>
      <VisitorTime start={item.start} local={item.local} />
      <p className={styles.type}>
        {item.tipo}
        {item.cancelled ? <span className={styles.cancelled}>{TEXTS.cancelled}</span> : null}
      </p>
      <Title className={styles.title}>
        <Link to={ROUTES.event(item.slug)}>{item.titulo}</Link>
      </Title>
      <p className={styles.meta}>{[item.expositor, where(item)].filter(Boolean).join(" · ")}</p>
    </article>
  );
}

/** The keys shown: by the build's day while hydrating, then by the visitor's clock (and the script's stylesheet gone). */
function useShown(listing: Listing): Set<string> {
  const now = useNow();
  useEffect(() => {
    if (now !== null) document.getElementById(LISTING_STYLE_ID)?.remove();
  }, [now]);
  return shownKeys(listing, now ?? listing.builtAt);
}

interface ListingProps {
  listing: Listing;
  shown: Set<string>;
  /** /agenda/ groups the items by day under a heading each; elsewhere each item says its day. */
  byDay: boolean;
  /** Said when nothing is coming (where the listing says so rather than disappearing). */
  empty?: React.ReactNode;
}

/** The listing and, right after it, the inline script that reads it as its previous sibling. */
function ListingMarkup({ listing, shown, byDay, empty }: ListingProps) {
  const days = new Map<string, ListingItem[]>();
  for (const item of listing.items) {
    const day = byDay ? item.local.slice(0, 10) : "";
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  const entry = (item: ListingItem) => (
    <li key={item.key} className={styles.entry} hidden={!shown.has(item.key)} {...itemMarks(item)}>
      <Item item={item} withDay={!byDay} titleAs={byDay ? "h4" : "h3"} />
    </li>
  );
  const limit = listing.limit === null ? {} : { [LISTING_MARKS.limit]: listing.limit };
  return (
    <>
      <div className={styles.listing} {...limit}>
        {byDay ? (
          [...days].map(([day, items]) => (
            <section
              key={day}
              className={styles.day}
              aria-label={localDay(items[0].local)}
              hidden={!items.some((item) => shown.has(item.key))}
              {...{ [LISTING_MARKS.day]: day }}
            >
              <h3 className={styles.dayTitle}>{localDay(items[0].local)}</h3>
              <ul className={styles.entries}>{items.map(entry)}</ul>
            </section>
          ))
        ) : (
          <ul className={styles.entries}>{listing.items.map(entry)}</ul>
        )}
        {empty ? (
          <div className={styles.empty} hidden={shown.size > 0} {...{ [LISTING_MARKS.empty]: "" }}>
            {empty}
          </div>
        ) : null}
      </div>
      <script dangerouslySetInnerHTML={{ __html: AGENDA_LISTING_SCRIPT }} />
    </>
  );
}

/**
 * A listing of what is coming (docs/routes.md, "Agenda"): the build writes the occurrences from its own
 * day; the inline script after it shows, before the first paint, those coming by the visitor's clock;
 * React then draws the same from its own clock and removes the script's stylesheet. An item's time is
 * the institute's, with the visitor's below it once known.
 */
export function AgendaList(props: Omit<ListingProps, "shown">) {
  return <ListingMarkup {...props} shown={useShown(props.listing)} />;
}

/**
 * The home page's next three, under their heading and with the way to the whole agenda: nothing at
 * all when none is coming (the script hides the whole band before the first paint).
 */
export function NextEvents({ listing }: { listing: Listing }) {
  const shown = useShown(listing);
  return (
    <section
      className={styles.band}
      aria-labelledby="proximos-encontros"
      hidden={shown.size === 0}
      {...{ [LISTING_MARKS.full]: "" }}
    >
      <div className={styles.bandInner}>
        <h2 id="proximos-encontros" className={styles.bandTitle}>
          Próximos encontros
        </h2>
        <ListingMarkup listing={listing} shown={shown} byDay={false} />
        <p className={styles.more}>
          <Link to={ROUTES.agenda}>Ver a agenda completa</Link>
        </p>
      </div>
    </section>
  );
}
