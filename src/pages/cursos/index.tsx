import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../../components/Seo";
import { PageHero } from "../../components/PageHero";
import { LoadingGate } from "../../components/LoadingGate";
import { CourseCard } from "../../components/CourseCard";
import { ButtonRow, InertButton } from "../../components/Button";
import { CardGrid, Section } from "../../components/Section";
import { useFakeLoad } from "../../hooks/useLoading";
import { Container } from "../../components/Container";

export default function CoursesPage({ data }: PageProps<Queries.CoursesListQuery>) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title="Cursos" subtitle="Estudos guiados para aprofundar o conhecimento e transformar a vida." />
      <Section aria-label="Lista de cursos">
        <Container>
          <CardGrid>
            {data.allCourse.nodes.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </CardGrid>
          <ButtonRow center>
            <InertButton variant="outline">Ver Todos os Cursos</InertButton>
          </ButtonRow>
        </Container>
      </Section>
    </LoadingGate>
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
