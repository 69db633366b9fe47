import React from "react";
import type { PageProps } from "gatsby";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { AccessibilityStatement } from "../components/AccessibilityStatement";
import { CriteriaTable } from "../components/CriteriaTable";
import { ManualProcedures } from "../components/ManualProcedures";
import type { AccessibilityPageContext } from "../shared/accessibility/table";

/**
 * /acessibilidade/: the accessibility statement, its criteria table and its manual procedures. Created
 * by gatsby-node.ts with the criteria (src/shared/accessibility/) in its context, so that the table
 * travels in the page's data, not in its code.
 */
export default function AccessibilityPage({ pageContext }: PageProps<object, AccessibilityPageContext>) {
  return (
    <>
      <PageHero
        title="Declaração de Acessibilidade"
        subtitle="O que o site cumpre, como verificamos, o que falta e como nos avisar de uma barreira."
      />
      <AccessibilityStatement criteria={pageContext.criteria} />
      <CriteriaTable criteria={pageContext.criteria} />
      <ManualProcedures procedures={pageContext.procedures} />
    </>
  );
}

export const Head = pageHead(
  "Declaração de Acessibilidade",
  "Como o site do instituto atende à WCAG 2.2 AA e à ABNT NBR 17225, critério por critério, o Libras pelo VLibras e como relatar uma barreira.",
);
