import React, { useId } from "react";
import { Link } from "gatsby";
import type { AgendaPageContext } from "../shared/agenda/listing";
import { localDay } from "../shared/agenda/words";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/agenda";
import { AgendaList } from "./AgendaList";
import { Card, CardTitle } from "./Card";
import { NewsletterForm } from "./NewsletterForm";
import { PageHero } from "./PageHero";
import { Section } from "./Section";
import { SubscribeBox } from "./SubscribeBox";
import * as styles from "./AgendaView.module.css";

/** The newsletter box: how to hear of the next events by e-mail. */
function NewsletterBox() {
  const id = useId();
  return (
    <section className={styles.newsletter} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        Receba o boletim
      </h2>
      <p>O boletim do instituto anuncia as próximas palestras, com os novos ensinamentos, cursos e livros.</p>
      <NewsletterForm inputClassName={styles.input} />
    </section>
  );
}

/**
 * /agenda/ (docs/routes.md, "Agenda"): what is coming, by day, in the institute's time and the
 * visitor's, decided by the visitor's clock (AgendaList); past events with a recording; the ways to
 * subscribe, to the calendar and to the newsletter. With nothing coming it says so plainly.
 */
export function AgendaView({ listing, recordings }: AgendaPageContext) {
  return (
    <>
      <PageHero
        title="Agenda"
        subtitle="Palestras públicas, estudos e reuniões de prece do instituto, presenciais e ao vivo pelo YouTube, no seu horário."
      />
      <Section>
        <div className={styles.column}>
          <section aria-labelledby="agenda-proximos">
            <h2 id="agenda-proximos" className={styles.title}>
              Próximos encontros
            </h2>
            <AgendaList
              listing={listing}
              byDay
              empty={
                <>
                  <p className={styles.emptyTitle}>{TEXTS.noEvents}</p>
                  <p className={styles.emptyText}>
                    Para saber dos próximos, assine a agenda no seu calendário ou receba o boletim por e-mail, logo
                    abaixo.
                  </p>
                </>
              }
            />
          </section>
          {recordings.length > 0 ? (
            <section aria-labelledby="agenda-gravacoes" className={styles.recordings}>
              <h2 id="agenda-gravacoes" className={styles.title}>
                Gravações
              </h2>
              <ul className={styles.recordingList}>
                {recordings.map((recording) => (
                  <li key={recording.slug}>
                    <Card as="article">
                      <p className={styles.eyebrow}>
                        {recording.tipo} · {localDay(recording.local)}
                      </p>
                      <CardTitle as="h3">
                        <Link to={ROUTES.event(recording.slug)}>{recording.titulo}</Link>
                      </CardTitle>
                      {recording.expositor ? <p className={styles.speaker}>{recording.expositor}</p> : null}
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SubscribeBox />
          <NewsletterBox />
        </div>
      </Section>
    </>
  );
}
