import React from "react";
import { graphql, type PageProps } from "gatsby";
import { DonationsView } from "../components/DonationsView";
import { dataHead } from "../components/Seo";
import { DONATE_ACTION, INSTITUTE } from "../shared/structured-data/institute";

type Data = Queries.DonationsPageQuery;

/**
 * The page to support the institute, /apoie/ (made by src/buildtime/donations/pages.ts only from
 * content/apoie.mdx with a key): everything it shows comes from its query, the codes and their QR made
 * by the build.
 */
export default function DonationsPage({ data }: PageProps<Data>) {
  return data.donationPage?.pix ? <DonationsView page={data.donationPage} pix={data.donationPage.pix} /> : null;
}

export const query = graphql`
  query DonationsPage {
    donationPage {
      ...DonationsView
    }
  }
`;

/** The page's title and description, and the institute with the way to give to it (src/shared/structured-data/). */
function headOf({ donationPage }: Data) {
  if (!donationPage?.pix) return null;
  return {
    title: "Apoie o instituto",
    description:
      "Doe ao instituto por Pix, com o QR Code ou o código Pix Copia e Cola, e veja a prestação de contas de cada ano.",
    jsonLd: { "@context": "https://schema.org", ...INSTITUTE, potentialAction: DONATE_ACTION },
  };
}

export const Head = dataHead(headOf);
