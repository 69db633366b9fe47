import React from "react";
import { visitorClock } from "../shared/agenda/words";
import { loadOnce } from "../browser/load-once";
import { useAsync } from "../hooks/useAsync";
import { useVisitorZone } from "../hooks/useAgendaClock";
import { classNames } from "./class-names";
import * as styles from "./VisitorTime.module.css";

/**
 * The words of the visitor's time, with the cities of the zones: code that a visitor on the institute's
 * clock, as most are, never runs, downloaded by the others when their clock is known.
 */
const loadVisitorStart = loadOnce(
  () => import(/* webpackChunkName: "visitor-time" */ "../shared/agenda/visitor-start"),
);

interface VisitorTimeProps {
  /** The occurrence's start, in milliseconds, and as the institute's clock shows it. */
  start: number;
  local: string;
  className?: string;
}

/**
 * The start in the visitor's own zone, where it differs from the institute's ('sábado, 00h no seu
 * horário (Lisboa)'), from the browser's Intl once the page's code runs. Its line is kept empty
 * before, and for a visitor on Brasília's time, so that the text arriving moves nothing; should its
 * words fail to download, the line stays empty, and the time of Brasília above it is still there.
 */
export function VisitorTime({ start, local, className }: VisitorTimeProps) {
  const zone = useVisitorZone();
  const differs = zone !== null && !visitorClock(start, local, zone).sameTime;
  const { state } = useAsync(differs ? `${zone} ${start} ${local}` : null, loadVisitorStart);
  const text = zone !== null && state.status === "ready" ? state.value.visitorStart(start, local, zone) : null;
  return <p className={classNames(styles.line, className)}>{text}</p>;
}
