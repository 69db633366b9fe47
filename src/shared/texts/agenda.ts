import { SITE } from "../site";

/**
 * Texts of the agenda: its pages (/agenda/, an event's page, the home page's next three), its
 * calendars (src/buildtime/agenda/calendar.ts) and the way to subscribe to them.
 */

/** The calendar visitors subscribe to, as their calendar names it. */
export const calendarName = `Agenda do ${SITE.name}`;
export const calendarDescription = "Palestras públicas, estudos e reuniões do instituto, ao vivo e presenciais.";

/** /agenda/ when nothing is coming. */
export const noEvents = "Nenhum encontro marcado por enquanto.";

/** A cancelled event, at the top of its page, in its item of a listing and in its calendar entry. */
export const cancelled = "Cancelado";
export const cancelledPrefix = "Cancelado:";
export const cancelledNotice = "Este encontro foi cancelado.";
/** A skipped day of a series, in its calendar entry. */
export const skippedNotice = "Neste dia não haverá encontro.";

export const speaker = "Expositor";
export const stream = "Transmissão ao vivo";
export const recording = "Gravação";
export const pageLink = "Mais informações";
export const online = "Online";
export const alsoOnline = "e online";

/** 'Assinar a agenda': the addresses and how each calendar takes one. */
export const subscribe = {
  title: "Assinar a agenda",
  lead: "Receba os encontros no seu calendário: ele se atualiza sozinho quando um encontro é marcado, remarcado ou cancelado.",
  open: "Assinar no calendário deste aparelho",
  copy: "Ou copie o endereço da agenda:",
  howTo: "Como adicionar por endereço:",
  google: "Google Agenda: no computador, em “Outras agendas”, escolha “+” e depois “Do URL”, e cole o endereço.",
  apple:
    "Apple (iPhone, iPad, Mac): toque em “Assinar no calendário deste aparelho” ou, no app Calendário, “Adicionar calendário assinado” e cole o endereço.",
  outlook: "Outlook: em “Adicionar calendário”, escolha “Assinar da Web” e cole o endereço.",
  polling:
    "Cada calendário busca as mudanças no seu próprio ritmo (o Google, uma vez por dia): um cancelamento aparece primeiro nesta página.",
} as const;

/** 'Adicionar ao calendário' on an event's page. */
export const addToCalendar = {
  title: "Adicionar ao calendário",
  file: "Baixar o evento (.ics)",
  google: "Adicionar ao Google Agenda",
} as const;
