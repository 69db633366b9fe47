import React from "react";
import * as styles from "./Card.module.css";
import { classNames } from "./class-names";

type CardProps = React.HTMLAttributes<HTMLElement> & { as?: "article" | "section" | "div" | "li" };

/** A white panel with the site's border, radius and shadow. */
export function Card({ as: Element = "div", className, ...rest }: CardProps) {
  return <Element className={classNames(styles.card, className)} {...rest} />;
}

type CardTitleProps = React.ComponentPropsWithoutRef<"h2"> & { as?: "h2" | "h3" };

export function CardTitle({ as: Heading = "h2", className, ...rest }: CardTitleProps) {
  return <Heading className={classNames(styles.title, className)} {...rest} />;
}

export function CardText({ className, ...rest }: React.ComponentPropsWithoutRef<"p">) {
  return <p className={classNames(styles.text, className)} {...rest} />;
}

/** The class of a card's closing link ('Ler mais', 'Ver cursos'), for a Gatsby Link. */
export const cardLinkClass = styles.link;
