import React, { useId } from "react";
import { ROUTES } from "../shared/site";
import { ButtonRow, LinkButton } from "./Button";
import * as styles from "./DonationsInvite.module.css";

/**
 * The short block that leads to the page to support the institute, /apoie/: on the home page, where its
 * context says the page exists, and on /quem-somos/, where the build's constant says it
 * (src/buildtime/donations/). Never shown without the page.
 */
export function DonationsInvite() {
  const id = useId();
  return (
    <section className={styles.invite} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        Apoie o instituto
      </h2>
      <p className={styles.text}>
        O estudo, os cursos e a caridade do instituto se mantêm com doações. Doe por Pix, com o QR Code ou o código
        Copia e Cola, e veja no que cada ano de doações foi usado.
      </p>
      <ButtonRow center>
        <LinkButton to={ROUTES.donations}>Como apoiar</LinkButton>
      </ButtonRow>
    </section>
  );
}
