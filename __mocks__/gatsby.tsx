import React from "react";

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

interface MockLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
}

/** Link renders a plain anchor; the router props it would consume are dropped. */
function Link({
  to,
  activeClassName: _activeClassName,
  activeStyle: _activeStyle,
  getProps: _getProps,
  innerRef: _innerRef,
  partiallyActive: _partiallyActive,
  replace: _replace,
  state: _state,
  ...rest
}: MockLinkProps) {
  return <a {...rest} href={to} />;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  Script: jest.fn(() => null),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
