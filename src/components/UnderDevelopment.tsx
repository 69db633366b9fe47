import React from "react";
import { LinkButton } from "./LinkButton";

interface UnderDevelopmentProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** Placeholder for the detail pages the spec leaves for later (/cursos/{id}, /livros/{id}). */
export function UnderDevelopment({ title, backTo, backLabel }: UnderDevelopmentProps) {
  return (
    <section className="section">
      <div className="container narrow under-development">
        <h1 className="section__title">{title}</h1>
        <p>Esta página está em desenvolvimento. Em breve você encontrará aqui todos os detalhes.</p>
        <LinkButton to={backTo} variant="outline">
          {backLabel}
        </LinkButton>
      </div>
    </section>
  );
}
