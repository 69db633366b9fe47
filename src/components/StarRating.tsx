import React from "react";
import { RATING_SCALE } from "../config/site";

/** Stars out of the spec's 5-point scale, announced as one phrase rather than five symbols. */
export function StarRating({ value }: { value: number }) {
  return (
    <p className="stars" role="img" aria-label={`Avaliação: ${value} de ${RATING_SCALE} estrelas`}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < value ? "stars__star stars__star--on" : "stars__star"}>
          ★
        </span>
      ))}
    </p>
  );
}
