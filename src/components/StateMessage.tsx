import React from "react";
import { Link } from "gatsby";
import { buttonClass } from "./Button";
import { SectionTitle } from "./Section";
import * as styles from "./StateMessage.module.css";
import { ROUTES } from "../shared/site";

/** What a page says in place of its content when it has none to show (docs/behaviour.md: Texts), with a way back. */
export function StateMessage({ title }: { title: string }) {
  return (
    <section className={styles.message} role="alert">
      <SectionTitle as="h1">{title}</SectionTitle>
      <Link to={ROUTES.teachings} className={buttonClass("outline")}>
        <span aria-hidden="true">← </span>Voltar aos Ensinamentos
      </Link>
    </section>
  );
}
