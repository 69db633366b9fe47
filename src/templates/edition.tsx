import React from "react";
import { graphql, type PageProps } from "gatsby";
import { EditionView } from "../components/EditionView";
import { dataHead } from "../components/Seo";
import * as TEXTS from "../shared/texts/editions";
import { editionData, type Mentioned } from "../shared/structured-data/editions";
import { named } from "../shared/structured-data/institute";
import { ROUTES, SITE } from "../shared/site";

type Data = Queries.EditionPageQuery;

/** One edition of the newsletter (created for each file of content/boletins/ by src/buildtime/hooks/create-pages.ts). */
export default function EditionPage({ data }: PageProps<Data>) {
  return data.edition ? <EditionView edition={data.edition} /> : null;
}

export const query = graphql`
  query EditionPage($id: String!) {
    edition(id: { eq: $id }) {
      ...EditionView
    }
  }
`;

/** The page's title, description and schema.org description (src/shared/structured-data/). */
function headOf({ edition }: Data) {
  if (!edition) return null;
  const mentions: Mentioned[] = [
    ...edition.teachings.map((item) => ({
      ...named(item.titulo, ROUTES.teaching(item.slug)),
      type: "Article" as const,
    })),
    ...edition.courses.map((item) => ({
      ...named(item.titulo, ROUTES.course(item.contentId)),
      type: "Course" as const,
    })),
    ...edition.books.map((item) => ({ ...named(item.titulo, ROUTES.book(item.contentId)), type: "Book" as const })),
    ...edition.events.map((item) => ({ ...named(item.titulo, ROUTES.event(item.slug)), type: "Event" as const })),
  ];
  const description =
    edition.excerpt ??
    `${TEXTS.editionNumber(edition.numero)} do ${SITE.name}: ${mentions.map((item) => item.name).join(", ")}.`;
  return {
    title: `${edition.titulo} | ${TEXTS.editionNumber(edition.numero)}`,
    description,
    type: "article" as const,
    jsonLd: editionData({
      ...named(edition.titulo, ROUTES.edition(edition.numero)),
      number: edition.numero,
      date: edition.publishedOn,
      description,
      mentions,
    }),
  };
}

export const Head = dataHead(headOf);
