import React from "react";
import type { ManualProcedure } from "../shared/accessibility/checks";
import { formatLongDate } from "../shared/dates";
import * as styles from "./ManualProcedures.module.css";

/** The manual procedures the criteria table points to: steps anyone can repeat, with the last result and date. */
export function ManualProcedures({ procedures }: { procedures: readonly ManualProcedure[] }) {
  return (
    <section aria-labelledby="procedimentos-title" className={styles.procedures}>
      <h2 id="procedimentos-title">Procedimentos manuais</h2>
      {procedures.map((procedure) => (
        <article key={procedure.id} id={procedure.id} aria-labelledby={`${procedure.id}-title`}>
          <h3 id={`${procedure.id}-title`}>{procedure.title}</h3>
          <ol>
            {procedure.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <dl className={styles.facts}>
            <dt>Resultado esperado</dt>
            <dd>{procedure.expected}</dd>
            <dt>Último resultado</dt>
            <dd>{procedure.result}</dd>
            <dt>Data</dt>
            <dd>{formatLongDate(procedure.date) ?? procedure.date}</dd>
            <dt>Por</dt>
            <dd>{procedure.by}</dd>
          </dl>
        </article>
      ))}
    </section>
  );
}
