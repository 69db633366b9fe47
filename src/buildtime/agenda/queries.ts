import type { CreatePagesArgs } from "gatsby";
import { answered } from "../gatsby-args";

/**
 * The agenda's query, run by its pages (pages.ts) and its calendars (files.ts). Its answer is typed by the
 * types Gatsby generates from the schema (`Queries.AgendaEventsQuery`): gatsby-config.ts has Gatsby's type
 * generation read src/buildtime/ as it reads gatsby-node.ts, where it finds a query written as Gatsby's
 * docs write one, a template literal passed to a function named `graphql`.
 */
export async function agendaEvents({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">) {
  const answer = graphql<Queries.AgendaEventsQuery>(`
    query AgendaEvents {
      allAgendaEvent(sort: [{ firstStart: ASC }, { slug: ASC }]) {
        nodes {
          id
          slug
          path
          titulo
          tipo
          expositor
          modalidade
          series
          cancelado
          transmissao
          gravacao
          lugar
          location
          bodyHtml
          sequence
          firstStart
          firstEnd
          lastStart
          lastEnd
          occurrences {
            start
            end
            local
          }
          skipped {
            start
            end
          }
        }
      }
    }
  `);
  return (await answered(reporter, "Não foi possível ler a agenda.", answer))?.allAgendaEvent.nodes ?? [];
}

/** An event as the agenda's pages and calendars read it. */
export type AgendaEvent = Awaited<ReturnType<typeof agendaEvents>>[number];
