import { SITE } from "../site";
import { INSTITUTE, absolute, type Named } from "./institute";

/** How an event is attended, as schema.org names it (Google's event rich results). */
const ATTENDANCE: Record<string, string> = {
  presencial: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  híbrida: "https://schema.org/MixedEventAttendanceMode",
};

export interface EventDescription extends Named {
  description: string;
  /** ISO 8601 with the institute's offset (`2026-12-03T20:00-03:00`). */
  startDate: string;
  endDate: string;
  cancelled: boolean;
  /** The start before its last move, when it was moved (and not cancelled since). */
  previousStartDate: string | null;
  modalidade: string;
  place: { name: string; address: string | null } | null;
  streamUrl: string | null;
  performer: string | null;
}

/**
 * An event of the agenda as Google's event rich results read it: its times with their offset, its
 * status (scheduled, moved with its previous start, cancelled with its start kept), how it is
 * attended, its place and/or the stream's address, the institute as organizer and the speaker.
 */
export function eventData(event: EventDescription) {
  const place = event.place
    ? { "@type": "Place", name: event.place.name, ...(event.place.address ? { address: event.place.address } : {}) }
    : null;
  const virtual = event.streamUrl ? { "@type": "VirtualLocation", url: event.streamUrl } : null;
  const locations = [event.modalidade !== "online" ? place : null, event.modalidade !== "presencial" ? virtual : null];
  const location = locations.filter((item) => item !== null);
  const status = event.cancelled
    ? "https://schema.org/EventCancelled"
    : event.previousStartDate
      ? "https://schema.org/EventRescheduled"
      : "https://schema.org/EventScheduled";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    url: absolute(event.path),
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: status,
    ...(event.previousStartDate && !event.cancelled ? { previousStartDate: event.previousStartDate } : {}),
    eventAttendanceMode: ATTENDANCE[event.modalidade],
    location: location.length === 1 ? location[0] : location,
    image: absolute("/icon-512.png"),
    inLanguage: SITE.lang,
    isAccessibleForFree: true,
    organizer: INSTITUTE,
    ...(event.performer ? { performer: { "@type": "Person", name: event.performer } } : {}),
  };
}
