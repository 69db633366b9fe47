/**
 * How every host answers the agenda's calendars (/agenda.ics and /agenda/<event>.ics): RFC 5545's type
 * in UTF-8, and an hour's caching, so calendars that poll soon see a change. Netlify's rules and nginx's
 * (src/buildtime/host-headers.ts, deploy/nginx/locations.conf) and `npm start`'s service
 * (proxiedPageHeaders of host-headers.ts) all say it from here.
 */
export const CALENDAR_HTTP = {
  contentType: "text/calendar; charset=utf-8",
  cacheControl: "public, max-age=3600",
} as const;

/** Whether an address (its path, without the query) is one of the agenda's calendars. */
export const isCalendarPath = (path: string) => /^\/agenda(\/[^/]+)?\.ics$/.test(path);
