import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { SearchView } from "../components/SearchView";

/** Full-text search of every teaching, the API's included (src/build/search-index.ts). */
export default function SearchPage() {
  return (
    <>
      <PageHero title="Buscar" subtitle="Procure qualquer palavra em todos os ensinamentos." />
      <SearchView />
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Buscar"
    description="Busca em todo o texto dos ensinamentos do instituto, com filtros por categoria e ano."
    pathname={location.pathname}
  />
);
