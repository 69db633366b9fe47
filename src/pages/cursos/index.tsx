import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { CatalogueList } from "../../components/CatalogueList";
import { CourseCard } from "../../components/CourseCard";
import { ButtonRow, InertButton } from "../../components/Button";

export default function CoursesPage({ data }: PageProps<Queries.CoursesListQuery>) {
  return (
    <CatalogueList
      title="Cursos"
      subtitle="Estudos guiados para aprofundar o conhecimento e transformar a vida."
      label="Lista de cursos"
      footer={
        <ButtonRow center>
          <InertButton variant="outline">Ver Todos os Cursos</InertButton>
        </ButtonRow>
      }
    >
      {data.allCourse.nodes.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </CatalogueList>
  );
}

export const query = graphql`
  query CoursesList {
    allCourse(sort: { contentId: ASC }) {
      nodes {
        ...CourseCard
      }
    }
  }
`;

export const Head = pageHead(
  "Cursos",
  "Cursos online de estudo espírita, do nível iniciante ao avançado: Despertar da Consciência, Equilíbrio Energético e Cura pela Natureza.",
);
