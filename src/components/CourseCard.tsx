import React from "react";
import { graphql } from "gatsby";
import { ROUTES } from "../shared/site";
import { COURSE_CARD as TEXTS } from "../shared/texts/course-card";
import { CourseStart } from "./CourseStart";
import { CatalogueCard } from "./CatalogueCard";
import { LevelBadge } from "./LevelBadge";

export type CourseCardData = Queries.CourseCardFragment;

/**
 * A course on /cursos/ (docs/behaviour.md: Screens Courses): a course 'Em breve' with the spec's inert
 * 'Iniciar Curso'; an available one with its title linked to its page and 'Iniciar Curso' (or
 * 'Continuar') leading to its lessons.
 */
export function CourseCard({ course, titleAs }: { course: CourseCardData; titleAs?: "h2" | "h3" }) {
  return (
    <CatalogueCard
      item={course}
      titleAs={titleAs}
      page={ROUTES.course(course.contentId)}
      top={<LevelBadge nivel={course.nivel} />}
      facts={[
        ["Duração", course.duracao],
        ["Estudantes", course.estudantes],
      ]}
      comingSoon={TEXTS.startCourse}
      action={<CourseStart courseId={course.contentId} lessons={course.lessons} block />}
    />
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
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
      path
    }
  }
`;
