import React from "react";
import { graphql } from "gatsby";
import { InertButton } from "./Button";
import { Facts } from "./Facts";
import type { CourseLevel } from "../shared/catalogue";
import { Card, CardText, CardTitle } from "./Card";
import * as styles from "./CourseCard.module.css";
import { classNames } from "./class-names";

export type CourseCardData = Queries.CourseCardFragment;

/** docs/behaviour.md: Content: level badges are green, blue and purple. */
const LEVEL_COLOUR: Record<CourseLevel, string> = {
  Iniciante: styles.green,
  Intermediário: styles.blue,
  Avançado: styles.purple,
};

function badgeClass(nivel: string): string {
  return classNames(styles.badge, nivel in LEVEL_COLOUR && LEVEL_COLOUR[nivel as CourseLevel]);
}

export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <Card as="article">
      <span className={badgeClass(course.nivel)}>{course.nivel}</span>
      <CardTitle>{course.titulo}</CardTitle>
      <CardText>{course.descricao}</CardText>
      <Facts
        items={[
          ["Duração", course.duracao],
          ["Estudantes", course.estudantes],
          ["Status", course.status],
        ]}
      />
      <InertButton block>Iniciar Curso</InertButton>
    </Card>
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
