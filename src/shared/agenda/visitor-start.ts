import { hourText, shortWeekday, visitorClock } from "./words";
import { zoneCity } from "./zone-names";

/**
 * The start in the visitor's zone, where its clock differs from the institute's at that moment:
 * `sábado, 00h no seu horário (Lisboa)` when the day differs too, `19h no seu horário (Manaus)` when
 * not; null when the visitor's clock shows the institute's time. A module of its own, with the zones'
 * cities, since only a visitor off the institute's clock needs it (src/components/VisitorTime.tsx).
 */
export function visitorStart(instant: number, local: string, zone: string): string | null {
  const { there, sameDay, sameTime } = visitorClock(instant, local, zone);
  if (sameTime) return null;
  const day = sameDay ? "" : `${shortWeekday(there.weekday)}, `;
  return `${day}${hourText(there)} no seu horário (${zoneCity(zone)})`;
}
