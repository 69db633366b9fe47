import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { LoadingGate } from "../components/LoadingGate";
import { TeachingsView } from "../components/TeachingsView";
import { useFakeLoad } from "../hooks/useLoading";
import type { TeachingsListContext } from "../shared/teachings";

type TeachingsListProps = PageProps<Queries.TeachingsListQuery, TeachingsListContext>;

/**
 * /ensinamentos/ and its further pages (/ensinamentos/pagina/2/...), created by gatsby-node.ts: one
 * page of cards each, the sidebar's recent teachings over the whole archive, and the index the
 * filters download when the archive is larger than one page.
 */
export default function TeachingsListPage({ data, pageContext }: TeachingsListProps) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title="Ensinamentos" subtitle="Reflexões para iluminar o caminho: leia, medite e leve para a vida." />
      <TeachingsView
        teachings={data.page.nodes}
        total={data.page.totalCount}
        recent={data.recent.nodes}
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        pagination={pageContext.pagination}
        indexPath={pageContext.indexPath}
      />
    </LoadingGate>
  );
}

export const query = graphql`
  query TeachingsList($sort: [TeachingSortInput], $skip: Int!, $limit: Int!, $recentCount: Int!) {
    page: allTeaching(sort: $sort, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...TeachingCard
      }
    }
    recent: allTeaching(sort: $sort, limit: $recentCount) {
      nodes {
        id
        slug
        titulo
        publishedOn: data(formatString: "YYYY-MM-DD")
        longDate
      }
    }
  }
`;

const DESCRIPTION =
  "Ensinamentos espíritas sobre amor, caridade, autoconhecimento e evolução espiritual, para ler e refletir.";

export const Head: HeadFC<Queries.TeachingsListQuery, TeachingsListContext> = ({ location, pageContext }) => (
  <Seo
    title={
      pageContext.page > 1 ? `Ensinamentos, página ${pageContext.page} de ${pageContext.pageCount}` : "Ensinamentos"
    }
    description={DESCRIPTION}
    pathname={location.pathname}
  />
);
