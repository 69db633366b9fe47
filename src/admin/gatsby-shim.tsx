import React from "react";

type LinkProps = { to: string; children?: React.ReactNode } & React.AnchorHTMLAttributes<HTMLAnchorElement>;

/** The site's Link, inside the editor: a plain link (the preview does not navigate the site). */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
