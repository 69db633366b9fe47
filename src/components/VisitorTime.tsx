import React from "react";
import { visitorStart } from "../shared/agenda/words";
import { useVisitorZone } from "../hooks/useAgendaClock";
import { classNames } from "./class-names";
import * as styles from "./VisitorTime.module.css";

interface VisitorTimeProps {
  /** The occurrence's start, in milliseconds, and as the institute's clock shows it. */
  start: number;
  local: string;
  className?: string;
}

/**
 * The start in the visitor's own zone, where it differs from the institute's ('sábado, 00h no seu
 * horário (Lisboa)'), from the browser's Intl once the page's code runs. Its line is kept empty
 * before, and for a visitor on Brasília's time, so that the text arriving moves nothing.
 */
export function VisitorTime({ start, local, className }: VisitorTimeProps) {
  const zone = useVisitorZone();
  const text = zone === null ? null : visitorStart(start, local, zone);
  return <p className={classNames(styles.line, className)}>{text}</p>;
}
