import React from "react";
import { graphql } from "gatsby";
import { AVAILABLE } from "../shared/catalogue";
import { ROUTES } from "../shared/site";
import { InertButton } from "./Button";
import { CourseStart } from "./CourseProgress";
import { CatalogueCard } from "./CatalogueCard";
import { LevelBadge } from "./LevelBadge";

export type CourseCardData = Queries.CourseCardFragment;

/**
 * A course on /cursos/ (docs/behaviour.md: Screens Courses): a course 'Em breve' with the spec's inert
 * 'Iniciar Curso'; an available one with its title linked to its page and 'Iniciar Curso' (or
 * 'Continuar') leading to its lessons.
 */
export function CourseCard({ course }: { course: CourseCardData }) {
  const available = course.status === AVAILABLE;
  return (
    <CatalogueCard
      top={<LevelBadge nivel={course.nivel} />}
      title={course.titulo}
      to={available ? ROUTES.course(course.contentId) : null}
      description={course.descricao}
      facts={[
        ["Duração", course.duracao],
        ["Estudantes", course.estudantes],
        ["Status", course.status],
      ]}
      action={
        available ? (
          <CourseStart courseId={course.contentId} lessons={course.lessons} block />
        ) : (
          <InertButton block>Iniciar Curso</InertButton>
        )
      }
    />
  );
}

export const query = graphql`
  fragment CourseCard on Course {
    id
    contentId
    nivel
    titulo
    descricao
    duracao
    estudantes
    status
    lessons {
      ordem
    }
  }
`;
