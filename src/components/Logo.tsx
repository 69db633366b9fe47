import React from "react";
import * as styles from "./Logo.module.css";
import { classNames } from "./class-names";

interface LogoProps {
  size?: number;
  className?: string;
}

/** The institute's mark (drawn by Logo.module.css). Decorative: the text beside it names the site. */
export function Logo({ size = 40, className }: LogoProps) {
  return (
    <span className={classNames(styles.logo, className)} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
