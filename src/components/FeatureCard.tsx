import React from "react";
import { Link } from "gatsby";
import { Icon, type IconName } from "./Icon";

interface FeatureCardProps {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
}

/** Home page card leading to one of the site's sections. */
export function FeatureCard({ icon, title, text, href, linkLabel }: FeatureCardProps) {
  return (
    <article className="card feature-card">
      <span className="feature-card__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{text}</p>
      <Link to={href} className="card__link">
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
