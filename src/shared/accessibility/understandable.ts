import type { CriterionSource } from "./criteria";
import { TESTS } from "./checks";
import { REVIEWED_LANGUAGES, SITE } from "../site";
import { CATALOGUES } from "../texts/catalogues";

/** The languages the site publishes reviewed pages in, as their pages declare them: `lang="en", lang="es"`. */
const REVIEWED_LANGS = REVIEWED_LANGUAGES.map((code) => `lang="${CATALOGUES[code].language.htmlLang}"`).join(", ");

/**
 * Principles 3, Compreensível, and 4, Robusto: the criteria of levels A and AA, and 4.1.1, which
 * WCAG 2.2 made obsolete (src/shared/accessibility/criteria.ts).
 */
export const UNDERSTANDABLE_AND_ROBUST: readonly CriterionSource[] = [
  {
    id: "3.1.1",
    name: "Idioma da página",
    level: "A",
    outcome: "atende",
    how: `Toda página declara o seu idioma: o português do Brasil (lang="${SITE.lang}"), e as páginas traduzidas e revisadas por uma pessoa o idioma delas (${REVIEWED_LANGS}).`,
    tests: [TESTS.layout, TESTS.layoutServed, TESTS.axeEveryRoute, TESTS.translatedPages],
  },
  {
    id: "3.1.2",
    name: "Idioma de partes",
    level: "AA",
    outcome: "atende",
    how: "Os rótulos em inglês que aparecem quando o visitante escolhe outro idioma ('Home', 'Download Book') dizem que estão em inglês; a linha que oferece a versão revisada de uma página diz o idioma dela; a lista de idiomas de uma página traduzida nomeia cada idioma no idioma da página (ou, sem nome nele, em português, marcado como tal), e o título de uma página ainda não traduzida que ela mostra (uma aula, um capítulo, o curso ou o livro) vem marcado como português; nomes próprios (WhatsApp, Instagram) e palavras correntes (newsletter) ficam como estão.",
    procedures: ["texts"],
    tests: [TESTS.translationOffer, TESTS.languagesInPageLanguage, TESTS.portugueseTitles],
  },
  {
    id: "3.2.1",
    name: "Em foco",
    level: "A",
    outcome: "atende",
    how: "Receber o foco não abre nada nem muda de página.",
    tests: [TESTS.keyboardWalk],
  },
  {
    id: "3.2.2",
    name: "Em entrada",
    level: "A",
    outcome: "atende",
    how: "Digitar na busca ou escolher um filtro só atualiza a lista, e o número de resultados é anunciado; trocar de idioma ou de tema só acontece com um clique ou Enter do visitante.",
    tests: [TESTS.searchKeyboard, TESTS.languageKeyboard, TESTS.themeSwitch],
  },
  {
    id: "3.2.3",
    name: "Navegação consistente",
    level: "AA",
    outcome: "atende",
    how: "O mesmo cabeçalho e o mesmo rodapé, com os mesmos links na mesma ordem, em todas as páginas.",
    tests: [TESTS.sameLayout, TESTS.layout, TESTS.layoutServed],
  },
  {
    id: "3.2.4",
    name: "Identificação consistente",
    level: "AA",
    outcome: "atende",
    how: "O que faz a mesma coisa tem o mesmo nome em todas as páginas (Buscar, Idioma, Tema escuro, Libras).",
    tests: [TESTS.sameLayout],
    procedures: ["texts"],
  },
  {
    id: "3.2.6",
    name: "Ajuda consistente",
    level: "A",
    outcome: "atende",
    how: "O contato (no menu e no rodapé, com e-mail e WhatsApp) e o link para relatar uma barreira estão em todas as páginas, no mesmo lugar.",
    tests: [TESTS.sameLayout],
  },
  {
    id: "3.3.1",
    name: "Identificação do erro",
    level: "A",
    outcome: "atende",
    how: "O navegador aponta e descreve em texto o campo obrigatório vazio ou o e-mail inválido; uma recusa do servidor lista, em texto, os campos a corrigir, num alerta.",
    tests: [TESTS.contactRequired, TESTS.contactRefusal, TESTS.axeStates],
  },
  {
    id: "3.3.2",
    name: "Rótulos ou instruções",
    level: "A",
    outcome: "atende",
    how: "Todo campo tem rótulo ou instrução visível (a caixa da newsletter diz 'Receba novos ensinamentos no seu e-mail.', e o seu campo tem rótulo para leitores de tela) e os obrigatórios são marcados e explicados.",
    tests: [TESTS.axeEveryRoute, TESTS.contactRequired],
    procedures: ["texts"],
  },
  {
    id: "3.3.3",
    name: "Sugestão de erro",
    level: "AA",
    outcome: "atende",
    how: "As mensagens dizem como corrigir (o formato do e-mail, o limite de caracteres, esperar alguns segundos e enviar de novo).",
    tests: [TESTS.contactRefusal, TESTS.contactRequired],
  },
  {
    id: "3.3.4",
    name: "Prevenção de erros (legais, financeiros, dados)",
    level: "AA",
    outcome: "não se aplica",
    how: "O site não faz transações jurídicas ou financeiras, não guarda respostas de provas e não altera dados do visitante guardados por ele; a newsletter se desfaz pelo link de cada e-mail.",
  },
  {
    id: "3.3.7",
    name: "Entrada redundante",
    level: "A",
    outcome: "não se aplica",
    how: "Nenhum formulário tem mais de uma etapa.",
  },
  {
    id: "3.3.8",
    name: "Autenticação acessível (mínima)",
    level: "AA",
    outcome: "não se aplica",
    how: "Os visitantes não entram com senha em nada. O editor em /admin/, usado só pela equipe do instituto, fica fora desta declaração.",
  },
  {
    id: "4.1.1",
    name: "Análise (sintaxe)",
    level: "A",
    outcome: "obsoleto",
    how: "Obsoleto na WCAG 2.2, que o considera sempre atendido. O HTML de todas as páginas passa mesmo assim pelo Nu HTML Checker a cada rodada de testes (npm run check:site).",
  },
  {
    id: "4.1.2",
    name: "Nome, função, valor",
    level: "A",
    outcome: "atende",
    how: "Os controles são elementos nativos ou têm função, nome e estado: a lista de idiomas (listbox), o tema (switch), os filtros, o menu e o Libras (botões com estado pressionado ou expandido).",
    tests: [TESTS.axeEveryRoute, TESTS.axeStates, TESTS.languageKeyboard, TESTS.librasKeyboard, TESTS.mobileMenu],
  },
  {
    id: "4.1.3",
    name: "Mensagens de status",
    level: "AA",
    outcome: "atende",
    how: "Os resultados da busca e da lista, o carregamento, o envio de um formulário e o estado do Libras são anunciados por regiões de status, sem tirar o foco do visitante; um erro, por alerta.",
    tests: [TESTS.searchKeyboard, TESTS.librasFailure, TESTS.axeStates],
  },
];
