import React from "react";

interface PageHeroProps {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}

/** The gold banner at the top of each section page, holding its single <h1>. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1 className="page-hero__title">{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
