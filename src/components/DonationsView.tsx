import React, { useId } from "react";
import { graphql } from "gatsby";
import { formatFileSize } from "../shared/file-size";
import { PageHero } from "./PageHero";
import { PixCodes } from "./PixCodes";
import { StudyText } from "./StudyPage";
import * as styles from "./DonationsView.module.css";

export type DonationsData = Queries.DonationsViewFragment;
export type DonationPix = NonNullable<DonationsData["pix"]>;

/** A titled part of the page. */
function Part({ title, children, ignored = false }: { title: string; children: React.ReactNode; ignored?: boolean }) {
  const id = useId();
  return (
    // The codes and the bank's numbers are no words to search for (data-pagefind-ignore).
    <section className={styles.part} aria-labelledby={id} data-pagefind-ignore={ignored ? "" : undefined}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Names beside their values (the key, the bank's details). */
function Details({ items }: { items: readonly (readonly [string, string | null | undefined])[] }) {
  return (
    <dl className={styles.details}>
      {items.flatMap(([name, value]) =>
        value
          ? [
              <React.Fragment key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </React.Fragment>,
            ]
          : [],
      )}
    </dl>
  );
}

/**
 * The page to support the institute (docs/routes.md, "Apoie o instituto"): why and what the gifts pay
 * for (the editor's text); the Pix codes the build made, the key with its kind and who receives, and
 * what to check in the bank's app before confirming; the bank's details for a transfer, when set; the
 * accounts of each year, the latest first, each PDF with its size. It has no form and sends nothing.
 */
export function DonationsView({ page, pix }: { page: DonationsData; pix: DonationPix }) {
  const receiver = page.razao_social ?? page.favorecido ?? "";
  const bank = [page.banco, page.agencia, page.conta].some(Boolean);
  return (
    <article data-pagefind-body>
      <PageHero
        title="Apoie o instituto"
        subtitle="O instituto vive das doações de quem acredita no estudo e na caridade. Toda ajuda conta."
      />
      <div className={styles.page}>
        {page.bodyHtml ? <StudyText html={page.bodyHtml} /> : null}
        <Part title="Doe por Pix" ignored>
          <p>
            Aponte a câmera do aplicativo do seu banco para o QR Code, ou copie o código Pix Copia e Cola e cole-o na
            área Pix do aplicativo.
          </p>
          <PixCodes free={pix.free} suggested={pix.suggested} />
          <Details
            items={[
              [`Chave Pix (${pix.keyKind})`, page.chave_pix],
              ["Favorecido", receiver],
            ]}
          />
          <p className={styles.check}>
            Antes de confirmar, o aplicativo do seu banco mostra o nome de quem vai receber: confira se é{" "}
            <strong>{receiver}</strong>. Se for outro nome, não confirme.
          </p>
        </Part>
        {bank ? (
          <Part title="Transferência bancária" ignored>
            <Details
              items={[
                ["Banco", page.banco],
                ["Agência", page.agencia],
                ["Conta", page.conta],
                ["Titular", page.razao_social],
                ["CNPJ", page.cnpj],
              ]}
            />
          </Part>
        ) : null}
        {page.relatorios && page.relatorios.length > 0 ? (
          <Part title="Prestação de contas">
            <p>O que entrou e no que foi usado, ano a ano.</p>
            <ul className={styles.reports}>
              {page.relatorios.map((report) =>
                report.arquivo.publicURL ? (
                  <li key={report.ano}>
                    <a href={report.arquivo.publicURL}>
                      Contas de {report.ano} (PDF, {formatFileSize(report.arquivo.size)})
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          </Part>
        ) : null}
        <p className={styles.note}>
          Esta página não envia nada a ninguém: não tem formulário nem rastreamento, e o QR Code é desenhado pelo
          próprio site. A doação acontece só no aplicativo do seu banco.
        </p>
      </div>
    </article>
  );
}

/**
 * What this component reads, as a fragment of the query of the page that shows it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment DonationsView on DonationPage {
    bodyHtml
    chave_pix
    favorecido
    razao_social
    banco
    agencia
    conta
    cnpj
    pix {
      keyKind
      free {
        ...PixCode
      }
      suggested {
        ...PixCode
      }
    }
    relatorios {
      ano
      arquivo {
        publicURL
        size
      }
    }
  }
`;
