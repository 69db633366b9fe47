import React from "react";
import * as styles from "./Container.module.css";
import { classNames } from "./class-names";

type ContainerProps = React.HTMLAttributes<HTMLElement> & {
  as?: "div" | "nav" | "section" | "article";
  /** The reading width (780 px) rather than the page's (1180 px). */
  narrow?: boolean;
};

/** The centred column every page is laid out in. */
export function Container({ as: Element = "div", narrow = false, className, ...rest }: ContainerProps) {
  return <Element className={classNames(narrow ? styles.narrow : styles.container, className)} {...rest} />;
}
