import React from "react";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { SearchView } from "../components/SearchView";

/** Full-text search of every teaching, the API's included (src/buildtime/search-index.ts). */
export default function SearchPage() {
  return (
    <>
      <PageHero title="Buscar" subtitle="Procure qualquer palavra em todos os ensinamentos." />
      <SearchView />
    </>
  );
}

export const Head = pageHead(
  "Buscar",
  "Busca em todo o texto dos ensinamentos do instituto, com filtros por categoria e ano.",
);
