import React from "react";
import { graphql, type PageProps } from "gatsby";
import { EditionsList } from "../../components/EditionsList";
import { dataHead } from "../../components/Seo";
import { editionsData } from "../../shared/structured-data/editions";
import { named } from "../../shared/structured-data/institute";
import { ROUTES } from "../../shared/site";

type Data = Queries.EditionsListQuery;

export default function EditionsPage({ data }: PageProps<Data>) {
  return <EditionsList editions={data.allEdition.nodes} />;
}

// The most recent first: by date, then by number (two editions of one day).
export const query = graphql`
  query EditionsList {
    allEdition(sort: [{ data: DESC }, { numero: DESC }]) {
      nodes {
        ...EditionListItem
      }
    }
  }
`;

export const Head = dataHead((data: Data) => ({
  title: "Boletins",
  description: "As edições do boletim do instituto: ensinamentos, cursos e livros, com um texto de cada edição.",
  jsonLd: editionsData(
    data.allEdition.nodes.map((edition) => ({
      ...named(edition.titulo, ROUTES.edition(edition.numero)),
      number: edition.numero,
      date: edition.publishedOn,
    })),
  ),
}));
