import React, { useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import * as TEXTS from "../shared/texts/donations";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import { CopyButton } from "./CopyButton";
import * as styles from "./PixCodes.module.css";

export type PixCodeData = Queries.PixCodeFragment;

/**
 * One code: its amount, its QR (an inline SVG the build drew, named for screen readers, dark on its own
 * white ground with its quiet zone in either scheme) and its payload as text to select, with the button
 * that copies it where the page's code runs.
 */
function PixCode({ code, copyable }: { code: PixCodeData; copyable: boolean }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <div className={styles.code}>
      <h3 className={styles.amount}>{code.reais ?? TEXTS.anyAmount}</h3>
      {/* The build's own drawing (src/buildtime/donations/qr-svg.ts): nothing in it runs or loads. */}
      <div className={styles.qr} dangerouslySetInnerHTML={{ __html: code.svg }} />
      <div className={styles.text}>
        <p className={styles.label}>Pix Copia e Cola</p>
        <p className={styles.payload}>
          <code ref={shown}>{code.payload}</code>
        </p>
        {copyable ? <CopyButton key={code.payload} text={code.payload} shown={shown} /> : null}
      </div>
    </div>
  );
}

/**
 * The page's codes (docs/routes.md, "Apoie o instituto"): the one whose payer types the amount, and, with
 * suggested amounts, a choice among them that shows one amount's code at a time. The choice needs the
 * page's code (hidden until it runs, its place kept); without JavaScript it is not shown, and every
 * suggested amount's code is listed after the first instead.
 */
export function PixCodes({ free, suggested }: { free: PixCodeData; suggested: readonly PixCodeData[] }) {
  const codes = [free, ...suggested];
  const [chosen, setChosen] = useState(0);
  const name = useId();
  return (
    <div className={styles.codes}>
      {suggested.length > 0 ? (
        <fieldset className={styles.choice} {...NEEDS_SCRIPT}>
          <legend className={styles.legend}>Valor da doação</legend>
          <div className={styles.options}>
            {codes.map((code, index) => (
              <label key={code.payload} className={styles.option}>
                <input type="radio" name={name} checked={chosen === index} onChange={() => setChosen(index)} />
                {code.reais ?? TEXTS.anyAmount}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <PixCode code={codes[chosen] ?? free} copyable />
      {suggested.length > 0 ? (
        <noscript>
          {suggested.map((code) => (
            <PixCode key={code.payload} code={code} copyable={false} />
          ))}
        </noscript>
      ) : null}
    </div>
  );
}

/**
 * What this component reads, as a fragment of the query of the page that shows it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment PixCode on PixCode {
    reais
    payload
    svg
  }
`;
