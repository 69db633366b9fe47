import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { AVAILABLE } from "../../shared/catalogue";
import { ROUTES } from "../../shared/site";
import { TEACHING_SORT } from "../../shared/teaching-order";
import { teachingLinks, teachingPageContext } from "../teaching-links";
import { listPageContexts, writeTeachingsIndex } from "../teachings-list";
import { API_TEACHINGS_DIRECTORY, NOT_FOUND_DOCUMENT_PATH } from "../api-teachings";
import { failOnInvalidContent, projectDirectory, runQuery } from "../gatsby-args";
import { LISTED_TEACHINGS, STUDY_PAGES_QUERY, type ListedTeachings, type StudyPagesData } from "../queries";
import { relationProblems, uniquenessProblems } from "../content/relations";
import { studyPages } from "../study-pages";
import { accessibilityPageContext } from "../../shared/accessibility/table";
import { FEATURES } from "../features";
import type { HomePageContext } from "../../shared/home";

/**
 * The pages made from content: each feature's (src/buildtime/features.ts: the newsletter's editions, the
 * agenda, /apoie/, the reviewed translations), with what they add to the other pages' contexts (a page's
 * languages); the teachings list's pages (and, past one page, the index its filters download), each
 * teaching's page with its neighbours, the available courses and books with their lessons and chapters
 * (each with its neighbours too); the API's JSON 404 for Netlify; the accessibility statement, whose
 * table of criteria travels in its page data rather than in its code; and the home page, with what the
 * features add to it (the agenda's next three).
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter, getNodesByType } = args;
  if (failOnInvalidContent(reporter, [...uniquenessProblems(getNodesByType), ...relationProblems(getNodesByType)]))
    return;
  const home: HomePageContext = {};
  const additions = new Map<string, Record<string, unknown>>();
  for (const feature of FEATURES) {
    const added = await feature.createPages?.(args);
    Object.assign(home, added?.home);
    for (const [page, context] of added?.pages ?? []) additions.set(page, { ...additions.get(page), ...context });
  }
  actions.createPage({ path: ROUTES.home, component: path.resolve("src/templates/home.tsx"), context: home });
  // Every page made here, with what the features add to its context (a page's reviewed versions).
  const createPage = (page: { path: string; component: string; context: object }) =>
    actions.createPage({ ...page, context: { ...page.context, ...additions.get(page.path) } });

  const data = await runQuery<ListedTeachings>(args, "Não foi possível ler o conteúdo.", LISTED_TEACHINGS, {
    sort: TEACHING_SORT,
  });
  if (!data) return;

  // On Netlify an unknown id of the embedded API answers its JSON 404 rather than the 404 page (a
  // rule never shadows a file that exists; nginx does the same in deploy/nginx/locations.conf).
  actions.createRedirect({
    fromPath: `/${API_TEACHINGS_DIRECTORY}/*`,
    toPath: `/${NOT_FOUND_DOCUMENT_PATH}`,
    statusCode: 404,
  });

  const listed = data.allTeaching.nodes.map((teaching) => ({ ...teaching, data: teaching.publishedOn }));
  const index = writeTeachingsIndex(path.join(projectDirectory(args.store), "public"), listed);
  if (index) reporter.info(`Índice da lista de ensinamentos: ${listed.length} ensinamentos, ${index.bytes} bytes`);
  const listTemplate = path.resolve("src/templates/teachings-list.tsx");
  for (const page of listPageContexts(listed.length, index?.path ?? null)) {
    createPage({ path: page.path, component: listTemplate, context: page.context });
  }

  // Previous, next and related teachings, for all pages in one pass: each page's context holds only
  // the ids of its own few, so its data stays the same size however many teachings there are.
  const links = teachingLinks(listed);
  const template = path.resolve("src/templates/teaching.tsx");
  for (const teaching of listed) {
    const context = teachingPageContext(teaching.id, links.get(teaching.id));
    createPage({ path: ROUTES.teaching(teaching.slug), component: template, context });
  }

  actions.createPage({
    path: ROUTES.accessibility,
    component: path.resolve("src/templates/accessibility.tsx"),
    context: accessibilityPageContext(),
  });

  const study = await runQuery<StudyPagesData>(args, "Não foi possível ler os cursos e os livros.", STUDY_PAGES_QUERY, {
    available: AVAILABLE,
  });
  if (!study) return;
  for (const page of studyPages(study)) createPage(page);
};
