import React from "react";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { SearchView } from "../components/SearchView";
import { SEARCH } from "../shared/texts/search";

/** Full-text search of every teaching, the API's included (src/buildtime/search-index.ts). */
export default function SearchPage() {
  return (
    <>
      <PageHero title={SEARCH.pageTitle} subtitle={SEARCH.pageSubtitle} />
      <SearchView />
    </>
  );
}

export const Head = pageHead(SEARCH.pageTitle, SEARCH.pageDescription);
