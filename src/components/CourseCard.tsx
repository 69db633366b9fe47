import React from "react";
import { graphql } from "gatsby";
import { InertButton } from "./LinkButton";
import { Facts } from "./Facts";
import type { CourseLevel } from "../config/site";

export type CourseCardData = Queries.CourseCardFragment;

/** SPEC §3: level badges are green, blue and purple. */
const LEVEL_BADGE: Record<CourseLevel, string> = {
  Iniciante: "badge badge--green",
  Intermediário: "badge badge--blue",
  Avançado: "badge badge--purple",
};

function badgeClass(nivel: string): string {
  return nivel in LEVEL_BADGE ? LEVEL_BADGE[nivel as CourseLevel] : "badge";
}

export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <article className="card course-card">
      <span className={badgeClass(course.nivel)}>{course.nivel}</span>
      <h2 className="card__title">{course.titulo}</h2>
      <p className="card__text">{course.descricao}</p>
      <Facts
        items={[
          ["Duração", course.duracao],
          ["Estudantes", course.estudantes],
          ["Status", course.status],
        ]}
      />
      <InertButton className="btn--block">Iniciar Curso</InertButton>
    </article>
  );
}

export const query = graphql`
  fragment CourseCard on Course {
    id
    nivel
    titulo
    descricao
    duracao
    estudantes
    status
  }
`;
