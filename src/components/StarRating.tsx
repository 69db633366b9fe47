import React from "react";
import { RATING_SCALE } from "../shared/catalogue";
import * as styles from "./StarRating.module.css";
import { classNames } from "./class-names";

/** Stars out of the spec's 5-point scale, announced as one phrase rather than five symbols. */
export function StarRating({ value }: { value: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Avaliação: ${value} de ${RATING_SCALE} estrelas`}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={classNames(styles.star, index < value && styles.on)}
          data-filled={index < value ? "" : undefined}
        >
          ★
        </span>
      ))}
    </p>
  );
}
