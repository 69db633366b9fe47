import React from "react";
import { Link } from "gatsby";

export type ButtonVariant = "primary" | "outline" | "light";

export function buttonClass(variant: ButtonVariant = "primary"): string {
  return `btn btn--${variant}`;
}

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
  className?: string;
  children: React.ReactNode;
}

/** A button the spec shows without an action yet (e.g. 'Iniciar Curso', 'Inscrever-se'). */
export function InertButton({ variant = "primary", className, children }: InertButtonProps) {
  return (
    <button type="button" className={className ? `${buttonClass(variant)} ${className}` : buttonClass(variant)}>
      {children}
    </button>
  );
}
