import React from "react";
import { Link } from "gatsby";
import * as styles from "./Button.module.css";
import { classNames } from "./class-names";

/** outlineInk: the outline drawn in ink, for the gold background of a call to action. */
export type ButtonVariant = "primary" | "outline" | "outlineInk" | "light";

/** The classes of a button or of a link drawn as one; `block` spans the width of its container. */
export function buttonClass(variant: ButtonVariant = "primary", { block = false } = {}): string {
  return classNames(styles.button, styles[variant], block && styles.block);
}

/** A small round button with an icon or a short label (share, like). */
export const iconButtonClass = styles.icon;

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
}

/** A link styled as a button, for internal destinations. */
export function LinkButton({ to, variant = "primary", children }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

interface InertButtonProps {
  variant?: ButtonVariant;
  block?: boolean;
  children: React.ReactNode;
}

/** A button the spec shows without an action yet (e.g. 'Iniciar Curso', 'Inscrever-se'). */
export function InertButton({ variant = "primary", block = false, children }: InertButtonProps) {
  return (
    <button type="button" className={buttonClass(variant, { block })}>
      {children}
    </button>
  );
}

interface ButtonRowProps {
  center?: boolean;
  children: React.ReactNode;
}

/**
 * Buttons side by side, wrapping on narrow screens; centred, in tracks set by how many there are, so that
 * none moves when the next arrives.
 */
export function ButtonRow({ center = false, children }: ButtonRowProps) {
  const pair = center && React.Children.count(children) === 2;
  return <div className={classNames(styles.row, center && styles.rowCenter, pair && styles.rowPair)}>{children}</div>;
}
