import React from "react";
import * as styles from "./Section.module.css";
import { classNames } from "./class-names";

type SectionProps = React.ComponentPropsWithoutRef<"section"> & {
  /** On the light gold background. */
  tinted?: boolean;
};

/** A band of a page, with the vertical rhythm every page shares. */
export function Section({ tinted = false, className, ...rest }: SectionProps) {
  return <section className={classNames(styles.section, tinted && styles.tinted, className)} {...rest} />;
}

type TitleProps = React.ComponentPropsWithoutRef<"h2"> & { as?: "h1" | "h2" };

/** The centred title of a band (the page's h1 where the band is the page). */
export function SectionTitle({ as: Heading = "h2", className, ...rest }: TitleProps) {
  return <Heading className={classNames(styles.title, className)} {...rest} />;
}

/** The sentence under a band's title. */
export function SectionLead(props: Omit<React.ComponentPropsWithoutRef<"p">, "className">) {
  return <p className={styles.lead} {...props} />;
}

/** The gold band that closes a page with an invitation. */
export function CallToAction(props: Omit<React.ComponentPropsWithoutRef<"section">, "className">) {
  return <section className={styles.callToAction} {...props} />;
}

export function CallToActionTitle({ children, ...rest }: Omit<React.ComponentPropsWithoutRef<"h2">, "className">) {
  return (
    <h2 className={styles.callToActionTitle} {...rest}>
      {children}
    </h2>
  );
}

export function CallToActionText(props: Omit<React.ComponentPropsWithoutRef<"p">, "className">) {
  return <p className={styles.callToActionText} {...props} />;
}

/** Cards in as many columns as fit, each at least 260 px wide. */
export function CardGrid({ className, ...rest }: React.ComponentPropsWithoutRef<"div">) {
  return <div className={classNames(styles.cardGrid, className)} {...rest} />;
}
