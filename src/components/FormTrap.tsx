import React, { forwardRef } from "react";
import { HONEYPOT_FIELD } from "../shared/forms";
import * as styles from "./FormTrap.module.css";

/**
 * The forms' honeypot: a field people never see (moved off the screen by CSS, out of the tab order
 * and of the accessibility tree) and bots fill in. Hidden by CSS rather than `hidden`, which bots
 * read and skip. A send that fills it is answered like any other and dropped (src/service/forms.ts;
 * on Netlify, data-netlify-honeypot).
 */
export const FormTrap = forwardRef<HTMLInputElement>(function FormTrap(_props, ref) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Deixe este campo em branco
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
});
