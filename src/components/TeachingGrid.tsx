import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { TeachingCard, cardImage, type TeachingCardData, type TeachingCardText } from "./TeachingCard";
import * as styles from "./TeachingGrid.module.css";

/** A card as the list draws it, from a list page's data or from the archive's index. */
export interface ListedCard {
  teaching: TeachingCardText;
  image: IGatsbyImageData | null | undefined;
}

export const fromPage = (teaching: TeachingCardData): ListedCard => ({ teaching, image: cardImage(teaching) });

interface TeachingGridProps {
  cards: readonly ListedCard[];
  gridRef?: React.Ref<HTMLDivElement>;
}

/** The teachings list's cards (docs/behaviour.md: Screens). */
export function TeachingGrid({ cards, gridRef }: TeachingGridProps) {
  return (
    <div className={styles.grid} ref={gridRef}>
      {cards.map(({ teaching, image }) => (
        <TeachingCard key={teaching.slug} teaching={teaching} image={image} />
      ))}
    </div>
  );
}
