/**
 * What checks the criteria of the accessibility statement: the project's automated tests, each by its
 * file and its exact title (a test, or a group of tests), which `__tests__/accessibility-criteria.test.ts`
 * finds in that file; and the manual procedures, written so that anyone can repeat them, with their
 * last result and date (docs/accessibility.md says how to run them again and update them).
 */

export interface AutomatedCheck {
  file: string;
  title: string;
}

export interface ManualProcedure {
  /** The anchor of the procedure on the statement's page. */
  id: string;
  title: string;
  steps: readonly string[];
  /** What a pass looks like. */
  expected: string;
  result: string;
  /** ISO date of the last run. */
  date: string;
  by: string;
}

const e2e = (name: string, title: string): AutomatedCheck => ({ file: `e2e/${name}.spec.ts`, title });
const unit = (name: string, title: string): AutomatedCheck => ({ file: `__tests__/${name}`, title });
/** A step of the one visit that checks a page whole, at each size (the routes of the spec and the examples' pages). */
const everyPage = (title: string): AutomatedCheck => ({ file: "e2e/support/whole-page.ts", title });

export const TESTS = {
  axeEveryRoute: e2e("routes", "Every route, at a desktop's and a phone's size @hosting"),
  axeStates: e2e("a11y", "Accessibility (axe-core, WCAG 2.2 AA)"),
  layout: e2e("site", "Shared layout"),
  translatedPages: e2e("translations", "A page published in another language"),
  translationOffer: e2e("translations", "A visitor whose stored language has a reviewed version"),
  languagesInPageLanguage: unit("languages.test.tsx", "the list on a page published in another language"),
  portugueseTitles: unit("study-pages.test.tsx", "A course and a lesson published in another language"),
  layoutServed: unit("built/layout.test.ts", "Shared layout, as each section's page is served"),
  mobileMenu: e2e("site", "the menu toggle opens the navigation and closes on a link and on Escape"),
  beforeCode: e2e("site", "Before the page's code has run"),
  reflow: everyPage("reflows at 320 px and on a phone held sideways without scrolling sideways or cutting text off"),
  textSpacing: everyPage("keeps its text whole with the text spacing of WCAG 1.4.12"),
  keyboardWalk: everyPage(
    "is walked by the keyboard in order, every stop shown and none under the header, without a trap",
  ),
  labelInName: everyPage("names every control with the words it shows"),
  sameLayout: unit(
    "built/pages.test.ts",
    "has the same header and footer, with the same ways to get help, in the same order",
  ),
  skipLink: everyPage("opens on the skip link, which takes the focus to the content"),
  noMedia: unit("built/pages.test.ts", "has no audio, video or embedded player on a page as it is served"),
  ownTitle: unit(
    "built/pages.test.ts",
    "gives every page a title of its own, what the page is before the institute's name",
  ),
  pageTitle: everyPage("says what the page is in its title, before the institute's name"),
  statement: unit("built/statement.test.ts", "The accessibility statement"),
  languageKeyboard: e2e("language", "the list works from the keyboard and closes on an outside click"),
  searchKeyboard: e2e("search", "works from the keyboard: type, then Tab to a result and open it"),
  searchHeader: e2e("search", "every page's header leads to it"),
  themeSwitch: e2e("theme", "turns dark at once with the switch, and stays dark on the next visits"),
  librasKeyboard: e2e(
    "libras",
    "works by the keyboard: Enter turns VLibras on, its own button opens it, Space turns it off, and the choice is remembered",
  ),
  librasFailure: e2e(
    "libras",
    "says politely that VLibras could not come when its script fails, and changes nothing else",
  ),
  contactRequired: e2e("contact", "the form refuses to send without the required fields"),
  spinner: e2e("teachings", "shows the spinner for about 1 s, then the hero, the cards and the sidebar @timed"),
  contactRefusal: unit("contact.test.tsx", "lists the fields to correct when a rule refuses the send"),
  contactSentNote: unit(
    "contact.test.tsx",
    "after the banner's 5 s, a quiet line keeps the confirmation until the next send",
  ),
  languageLetters: unit(
    "languages.test.tsx",
    "jumps by first letter, supports Home/End, and closes on Escape with focus back on the button",
  ),
  focusContrast: unit(
    "accessibility-checks.test.ts",
    "the focus indicator's two colours are 9:1 apart, and one of them 3:1 from every background, in both schemes",
  ),
  fieldContrast: unit(
    "accessibility-checks.test.ts",
    "the form fields' borders keep 3:1 against the surfaces they sit on, in both schemes",
  ),
  autofill: unit("accessibility-checks.test.ts", "the fields about the visitor name their purpose for autofill"),
} as const satisfies Record<string, AutomatedCheck>;

const BY = "Equipe de desenvolvimento do site";
const ROUTE_TABLE = "Abra cada endereço da tabela de rotas (docs/routes.md), no computador e num celular.";

export const PROCEDURES = {
  texts: {
    id: "procedimento-textos",
    title: "Títulos, rótulos, links e instruções",
    steps: [
      ROUTE_TABLE,
      "Liste os títulos e os links da página fora de contexto: no Chromium, DevTools › Elements › Accessibility › árvore de acessibilidade; num leitor de tela, a lista de títulos e a de links.",
      "Confira que cada título descreve a sua seção, que cada link diz aonde leva (sozinho ou com o título do cartão em que está, como 'Ler mais'), e que cada rótulo diz o que o campo pede.",
      "Confira que nenhuma instrução depende só de forma, cor, tamanho, posição ou som.",
      "Confira que o que está em outra língua, fora nomes próprios e palavras correntes em português, está marcado com o atributo lang.",
    ],
    expected: "Todo título, link, rótulo e instrução se entende sozinho; o que está em outra língua tem o seu lang.",
    result:
      "Atende. 'Home' e 'Download Book', mostrados quando o idioma escolhido não é o português, não diziam que estão em inglês: passaram a dizer (lang=\"en\").",
    date: "2026-11-27",
    by: BY,
  },
  order: {
    id: "procedimento-ordem",
    title: "Ordem de leitura sem os estilos",
    steps: [
      ROUTE_TABLE,
      "No console do DevTools, tire os estilos da página: document.querySelectorAll('style, link[rel=stylesheet]').forEach((e) => e.remove())",
      "Leia a página de cima para baixo e compare com a página estilizada.",
    ],
    expected:
      "O texto sem estilos segue a mesma ordem de leitura: cabeçalho, conteúdo, barra lateral depois da lista, rodapé.",
    result: "Atende em todas as rotas.",
    date: "2026-11-27",
    by: BY,
  },
  motion: {
    id: "procedimento-movimento",
    title: "Movimento, som e piscadas",
    steps: [
      ROUTE_TABLE,
      "Observe cada página por 10 segundos, sem tocar em nada, com o som do aparelho ligado.",
      "Ative 'reduzir movimento' no sistema e abra as páginas de novo.",
      "Procure no código as animações: grep -rn '@keyframes\\|animation' src --include=*.css",
    ],
    expected:
      "Nenhum som toca sozinho e nada pisca; o único movimento que começa sozinho é o indicador de carregamento, que some em cerca de 1 s e para com 'reduzir movimento'.",
    result: "Atende. A única animação é a do indicador de carregamento (src/components/LoadingOverlay.module.css).",
    date: "2026-11-27",
    by: BY,
  },
  gestures: {
    id: "procedimento-gestos",
    title: "Gestos, arrastes e movimento do aparelho",
    steps: [
      "Procure no código do navegador os eventos de toque, ponteiro e movimento: grep -rnE 'touch|pointer|mousedown|drag|devicemotion|deviceorientation' src/components src/browser src/hooks src/pages src/templates",
      "Num celular, use cada controle do site com um só toque.",
    ],
    expected:
      "Nenhuma função pede gesto de vários dedos, caminho, arraste ou movimento do aparelho; as ações acontecem ao soltar o dedo (clique). Só a lista de idiomas se fecha ao tocar fora dela, o que se desfaz abrindo-a de novo.",
    result: "Atende.",
    date: "2026-11-27",
    by: BY,
  },
} as const satisfies Record<string, ManualProcedure>;

export type ProcedureName = keyof typeof PROCEDURES;
