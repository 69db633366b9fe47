import React from "react";
import { graphql, Link } from "gatsby";
import { AVAILABLE } from "../shared/catalogue";
import { ROUTES } from "../shared/site";
import { InertButton } from "./Button";
import { CourseStart } from "./CourseProgress";
import { Facts } from "./Facts";
import { LevelBadge } from "./LevelBadge";
import { Card, CardText, CardTitle } from "./Card";

export type CourseCardData = Queries.CourseCardFragment;

/**
 * A course on /cursos/ (docs/behaviour.md: Screens Courses): a course 'Em breve' with the spec's inert
 * 'Iniciar Curso'; an available one with its title linked to its page and 'Iniciar Curso' (or
 * 'Continuar') leading to its lessons.
 */
export function CourseCard({ course }: { course: CourseCardData }) {
  const available = course.status === AVAILABLE;
  return (
    <Card as="article">
      <LevelBadge nivel={course.nivel} />
      <CardTitle>
        {available ? <Link to={ROUTES.course(course.contentId)}>{course.titulo}</Link> : course.titulo}
      </CardTitle>
      <CardText>{course.descricao}</CardText>
      <Facts
        items={[
          ["Duração", course.duracao],
          ["Estudantes", course.estudantes],
          ["Status", course.status],
        ]}
      />
      {available ? (
        <CourseStart courseId={course.contentId} lessons={course.lessons} block />
      ) : (
        <InertButton block>Iniciar Curso</InertButton>
      )}
    </Card>
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
