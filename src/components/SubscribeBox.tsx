import React, { useId } from "react";
import { ROUTES, SITE } from "../shared/site";
import * as TEXTS from "../shared/texts/agenda";
import { buttonClass } from "./Button";
import * as styles from "./SubscribeBox.module.css";

/** The agenda's calendar by its https address, and the same as calendar apps open it (webcal:). */
function calendarAddresses(siteUrl: string = SITE.url) {
  const https = `${siteUrl}${ROUTES.agendaCalendar}`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

/**
 * 'Assinar a agenda' (docs/routes.md, "Agenda"): the webcal: address that a device's calendar opens
 * and subscribes to, the https address to paste, and how Google, Apple and Outlook each add a
 * calendar by its address. Works without JavaScript.
 */
export function SubscribeBox() {
  const id = useId();
  const { https, webcal } = calendarAddresses();
  const { subscribe } = TEXTS;
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {subscribe.title}
      </h2>
      <p>{subscribe.lead}</p>
      <p>
        <a href={webcal} className={buttonClass("primary")}>
          {subscribe.open}
        </a>
      </p>
      <p>{subscribe.copy}</p>
      <p>
        <code className={styles.address}>{https}</code>
      </p>
      <p>{subscribe.howTo}</p>
      <ul className={styles.howTo}>
        <li>{subscribe.google}</li>
        <li>{subscribe.apple}</li>
        <li>{subscribe.outlook}</li>
      </ul>
      <p className={styles.note}>{subscribe.polling}</p>
    </section>
  );
}
