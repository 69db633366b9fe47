import React from "react";
import { Link } from "gatsby";
import { Icon, type IconName } from "./Icon";
import { Card, CardText, CardTitle, cardLinkClass } from "./Card";
import * as styles from "./FeatureCard.module.css";

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
    <Card as="article">
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <CardTitle as="h3">{title}</CardTitle>
      <CardText>{text}</CardText>
      <Link to={href} className={cardLinkClass}>
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}
