import React from "react";
import { graphql } from "gatsby";
import { agendaListing } from "../shared/agenda/listing";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/agenda";
import { AgendaList } from "./AgendaList";
import { CourseCard } from "./CourseCard";
import { CardGrid } from "./Section";
import { StudyPage, StudySection, StudyText } from "./StudyPage";
import { SubscribeBox } from "./SubscribeBox";
import { TeachingCard, cardImage } from "./TeachingCard";
import { VideoFacade } from "./VideoFacade";
import { VisitorTime } from "./VisitorTime";
import * as styles from "./EventView.module.css";

export type EventData = Queries.EventViewFragment;

/** Where it happens, in a sentence. */
function whereText(event: EventData): string {
  const place = [event.lugar, event.endereco].filter(Boolean).join(", ");
  if (event.modalidade === "online") return "Online, ao vivo pelo YouTube.";
  if (event.modalidade === "híbrida") return `Presencial em ${place}, e online, ao vivo pelo YouTube.`;
  return `Presencial em ${place}.`;
}

/**
 * When: a move, the day (or a series' days and skipped days), the hours in the institute's zone, and
 * in the visitor's; all of it in the words the build gave the node (src/buildtime/agenda/node-work.ts).
 */
function When({ event }: { event: EventData }) {
  const first = event.occurrences[0];
  return (
    <div className={styles.when}>
      {event.movedFrom ? <p className={styles.moved}>Remarcado: antes era {event.movedFrom}.</p> : null}
      <p className={styles.day}>{event.days}</p>
      <p className={styles.hours}>{event.hours}</p>
      {!event.series && first ? <VisitorTime start={first.start} local={first.local} /> : null}
      {event.skippedDays.length > 0 ? <p>Não haverá encontro em {event.skippedDays.join("; ")}.</p> : null}
    </div>
  );
}

/** How many of a series' next dates its page lists. */
const SERIES_DATES_SHOWN = 4;

/**
 * An event's page (docs/routes.md, "Agenda"): a cancellation first, then its type, title, when in both
 * zones, where, its text, a series' next dates as of the build's day (`builtAt`; the visitor's clock
 * decides again, AgendaList), the stream and the recording behind the video facade (nothing from
 * YouTube before the press), related teachings and course, the ways to add it to a calendar and to
 * subscribe.
 */
export function EventView({ event, builtAt }: { event: EventData; builtAt: number }) {
  const listing = event.series ? agendaListing([event], builtAt, SERIES_DATES_SHOWN) : null;
  const streaming = event.streamId && event.modalidade !== "presencial" && !event.cancelado;
  return (
    <StudyPage
      back={{ to: ROUTES.agenda, label: "Voltar à agenda" }}
      eyebrow={event.tipo}
      title={event.titulo}
      intro={
        <>
          {event.cancelado ? <p className={styles.cancelled}>{TEXTS.cancelledNotice}</p> : null}
          <When event={event} />
          {event.expositor ? (
            <p>
              {TEXTS.speaker}: <strong>{event.expositor}</strong>
            </p>
          ) : null}
          <p>{whereText(event)}</p>
        </>
      }
      searchMeta={`date:${event.inicio.slice(0, 10)}`}
    >
      {event.bodyHtml ? <StudyText html={event.bodyHtml} /> : null}
      {listing ? (
        <StudySection title="Próximos encontros">
          <AgendaList listing={listing} byDay={false} empty={<p>Esta série já terminou.</p>} />
        </StudySection>
      ) : null}
      {streaming && event.streamId ? (
        <StudySection title={TEXTS.stream}>
          <VideoFacade
            videoId={event.streamId}
            title={event.titulo}
            frameTitle={`${TEXTS.stream}: ${event.titulo}`}
            action="Assistir à transmissão"
          />
        </StudySection>
      ) : null}
      {event.recordingId ? (
        <StudySection title={TEXTS.recording}>
          <VideoFacade
            videoId={event.recordingId}
            title={event.titulo}
            frameTitle={`${TEXTS.recording}: ${event.titulo}`}
            action="Assistir à gravação"
          />
        </StudySection>
      ) : null}
      <div data-pagefind-ignore>
        {event.teachings.length > 0 ? (
          <StudySection title="Ensinamentos relacionados">
            <CardGrid>
              {event.teachings.map((teaching) => (
                <TeachingCard key={teaching.slug} teaching={teaching} image={cardImage(teaching)} titleAs="h3" />
              ))}
            </CardGrid>
          </StudySection>
        ) : null}
        {event.course ? (
          <StudySection title="Curso relacionado">
            <CardGrid>
              <CourseCard course={event.course} titleAs="h3" />
            </CardGrid>
          </StudySection>
        ) : null}
        {event.cancelado ? null : (
          <StudySection title={TEXTS.addToCalendar.title}>
            <ul className={styles.add}>
              <li>
                <a href={ROUTES.eventCalendar(event.slug)} download={`${event.slug}.ics`}>
                  {TEXTS.addToCalendar.file}
                </a>
              </li>
              {event.googleCalendarUrl ? (
                <li>
                  <a href={event.googleCalendarUrl} rel="noopener noreferrer" target="_blank">
                    {TEXTS.addToCalendar.google}
                    <span className="visually-hidden"> (abre em nova aba)</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </StudySection>
        )}
        <SubscribeBox />
      </div>
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment EventView on AgendaEvent {
    slug
    titulo
    tipo
    expositor
    inicio
    modalidade
    series
    days
    hours
    movedFrom
    skippedDays
    cancelado
    lugar
    endereco
    streamId
    recordingId
    bodyHtml
    googleCalendarUrl
    occurrences {
      start
      end
      local
    }
    teachings {
      ...TeachingCard
    }
    course {
      ...CourseCard
    }
  }
`;
