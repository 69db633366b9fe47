import React from "react";
import { PRINCIPLES, type Criterion, type Outcome } from "../shared/accessibility/criteria";
import * as styles from "./CriteriaTable.module.css";

interface CriteriaTableProps {
  criteria: readonly Criterion[];
}

const OUTCOME_LABELS: Record<Outcome, string> = {
  atende: "Atende",
  "não se aplica": "Não se aplica",
  "não atende": "Não atende",
  obsoleto: "Obsoleto",
};

/** How a criterion is checked: the tests by file and title, the manual procedures by a link to their steps. */
function Checks({ criterion }: { criterion: Criterion }) {
  if (criterion.tests.length === 0 && criterion.procedures.length === 0) return <>—</>;
  return (
    <ul className={styles.checks}>
      {criterion.tests.map((test) => (
        <li key={`${test.file} ${test.title}`}>
          Teste automático <code>{test.file}</code>: <q lang="en">{test.title}</q>
        </li>
      ))}
      {criterion.procedures.map((procedure) => (
        <li key={procedure.id}>
          Procedimento manual: <a href={`#${procedure.id}`}>{procedure.title}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every success criterion of WCAG 2.2 at levels A and AA, one table per principle: whether it applies
 * and is met, how, and what checks it. Wider than a phone, each table scrolls in its own region, which
 * the keyboard reaches.
 */
export function CriteriaTable({ criteria }: CriteriaTableProps) {
  return (
    <section aria-labelledby="criterios-title" className={styles.criteria}>
      <h2 id="criterios-title">Critério por critério</h2>
      <p className={styles.intro}>
        Cada critério de sucesso de níveis A e AA da WCAG 2.2, se se aplica ao site, como o site o atende, e o que o
        verifica: um teste automático do projeto, que roda a cada mudança, ou um procedimento manual descrito abaixo.
      </p>
      {PRINCIPLES.map((principle) => {
        const rows = criteria.filter((criterion) => criterion.id.startsWith(`${principle.number}.`));
        const captionId = `principio-${principle.number}`;
        return (
          // A region that scrolls must take the focus, so that the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div key={principle.number} className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <caption id={captionId}>
                Princípio {principle.number}, {principle.name}: {rows.length} critérios
              </caption>
              <thead>
                <tr>
                  <th scope="col">Critério</th>
                  <th scope="col">Nível</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Como o site atende</th>
                  <th scope="col">Como é verificado</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((criterion) => (
                  <tr key={criterion.id} id={`criterio-${criterion.id}`}>
                    <th scope="row">
                      {criterion.id} {criterion.name}
                    </th>
                    <td>{criterion.level}</td>
                    <td>{OUTCOME_LABELS[criterion.outcome]}</td>
                    <td>{criterion.how}</td>
                    <td>
                      <Checks criterion={criterion} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
