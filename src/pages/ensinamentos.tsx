import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { LoadingGate } from "../components/LoadingGate";
import { TeachingsView } from "../components/TeachingsView";
import { useFakeLoad } from "../hooks/useLoading";

export default function TeachingsPage({ data }: PageProps<Queries.TeachingsListQuery>) {
  const loading = useFakeLoad();
  return (
    <LoadingGate loading={loading}>
      <PageHero title="Ensinamentos" subtitle="Reflexões para iluminar o caminho: leia, medite e leve para a vida." />
      <TeachingsView teachings={data.allTeaching.nodes} />
    </LoadingGate>
  );
}

export const query = graphql`
  query TeachingsList {
    allTeaching(sort: [{ data: DESC }, { titulo: ASC }]) {
      nodes {
        ...TeachingCard
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Ensinamentos"
    description="Ensinamentos espíritas sobre amor, caridade, autoconhecimento e evolução espiritual, para ler e refletir."
    pathname={location.pathname}
  />
);
