/**
 * The phrases two libraries inside Decap write by themselves: react-select, in the select and relation
 * widgets (the menu's notices, "No options" and the relation's "Loading options…", and what it tells
 * screen readers in its live region), and react-toastify, in the notices' buttons ("close"). Decap
 * passes them none of its own and no locale reaches them, so the editor puts them in Portuguese where
 * they appear, as they appear (docs/editing.md, "In Portuguese, all of it").
 */

type Rule = readonly [RegExp, (...parts: string[]) => string];

const plural = (count: string, one: string, many: string) => (count === "1" ? one : many);

/** A select is named "Select" when nothing names it (Decap names none). */
const named = (label: string) => (label === "Select" ? "A lista" : label);

const RULES: readonly Rule[] = [
  // The menu's notices.
  [/^No options$/, () => "Nenhuma opção encontrada"],
  [/^Loading options…$/, () => "Carregando opções…"],
  [/^Loading\.\.\.$/, () => "Carregando..."],
  // What was chosen (react-select's ariaLiveMessages.onChange).
  [/^options? (.*), deselected\.$/, (label) => `opção ${label} desmarcada.`],
  [/^All selected options have been cleared\.$/, () => "Todas as opções escolhidas foram retiradas."],
  [/^option (.*) is disabled\. Select another option\.$/, (label) => `opção ${label} indisponível. Escolha outra.`],
  [/^options (.*), selected\.$/, (labels) => `opções ${labels} escolhidas.`],
  [/^option (.*), selected\.$/, (label) => `opção ${label} escolhida.`],
  // What has the focus (onFocus), and how many options the search found (onFilter).
  [/^value (.*) focused, (\d+) of (\d+)\.$/, (label, at, of) => `valor ${label} em foco, ${at} de ${of}.`],
  [
    /^(\d+) results? available( for search term (.*))?\.$/,
    (count, search, term) =>
      `${count} ${plural(count, "resultado disponível", "resultados disponíveis")}${search ? ` para a busca ${term}` : ""}.`,
  ],
  // How to use it (guidance).
  [
    /^Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu(, press Tab to select the option and exit the menu)?\.$/,
    (tab) =>
      `Use as setas para cima e para baixo para percorrer as opções, Enter para escolher a opção em foco e Esc para fechar o menu${tab ? "; Tab escolhe a opção e sai do menu" : ""}.`,
  ],
  [
    /^(.*) is focused (,type to refine list)?, press Down to open the menu, ( press left to focus selected values)?$/,
    (label, refine, left) =>
      `${named(label)} está em foco${refine ? "; digite para filtrar" : ""}; a seta para baixo abre o menu${left ? "; a seta para a esquerda percorre os valores escolhidos" : ""}.`,
  ],
  [
    /^Use left and right to toggle between focused values, press Backspace to remove the currently focused value$/,
    () =>
      "Use as setas para a esquerda e para a direita para percorrer os valores escolhidos, e Backspace para retirar o valor em foco.",
  ],
  // On Apple's systems the focused option is told as "<label> selected disabled, 2 of 3."
  [
    /^(.*?)( selected)?( disabled)?, (\d+) of (\d+)\.$/,
    (label, selected, disabled, at, of) =>
      `${label}${selected ? ", escolhida" : ""}${disabled ? ", indisponível" : ""}, ${at} de ${of}.`,
  ],
];

/** react-select's phrase in Portuguese, or null for any other text. */
export function portuguesePhrase(text: string): string | null {
  for (const [pattern, translate] of RULES) {
    const match = pattern.exec(text);
    if (match) return translate(...match.slice(1).map((part) => part ?? ""));
  }
  return null;
}

/** The names react-toastify gives a notice's parts, for screen readers. */
const NOTICE_LABELS: Readonly<Record<string, string>> = { close: "Fechar", "notification timer": "Tempo do aviso" };

/** Where react-select writes: its live region's four parts, and its menus (`css-…-menu`). */
const WRITTEN_BY_SELECT = '#aria-selection, #aria-focused, #aria-results, #aria-guidance, [class*="-menu"]';
const NOTICE_PART = ".Toastify [aria-label]";

function translate(text: Text): void {
  if (!text.parentElement?.closest(WRITTEN_BY_SELECT)) return;
  const phrase = portuguesePhrase(text.data);
  // Only the text is changed, never the node: React keeps writing to the same one.
  if (phrase !== null) text.data = phrase;
}

function translateWithin(node: Node): void {
  if (node.nodeType === Node.TEXT_NODE) return translate(node as Text);
  if (!(node instanceof Element)) return;
  const roots = node.closest(WRITTEN_BY_SELECT) ? [node] : Array.from(node.querySelectorAll(WRITTEN_BY_SELECT));
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) translate(text as Text);
  }
  // React sets an attribute again only when it changes, and these never do.
  for (const part of [
    ...(node.matches(NOTICE_PART) ? [node] : []),
    ...Array.from(node.querySelectorAll(NOTICE_PART)),
  ]) {
    const label = NOTICE_LABELS[part.getAttribute("aria-label") ?? ""];
    if (label) part.setAttribute("aria-label", label);
  }
}

/** Puts the libraries' phrases under `root` in Portuguese, now and whenever they write them. */
export function translateLibraryPhrases(root: Element): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") translateWithin(record.target);
      else record.addedNodes.forEach(translateWithin);
    }
  });
  translateWithin(root);
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return observer;
}
