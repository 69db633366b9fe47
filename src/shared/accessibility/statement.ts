/**
 * The facts of the accessibility statement (/acessibilidade/) that are data rather than prose: its
 * dates, the standards, how and where the site was evaluated, and the time to answer a report. The
 * fields follow W3C's statement generator (w3c/wai-statements); the page writes them out.
 */
export const STATEMENT = {
  /** When the statement was first written, and when the evaluation behind it was last run (ISO). */
  published: "2026-11-27",
  evaluated: "2026-11-27",
  standards: ["WCAG 2.2, nível AA (W3C)", "ABNT NBR 17225:2025"],
  evaluatedBy: "Autoavaliação da equipe de desenvolvimento do site",
  /** Working days to answer a report of a barrier. */
  answerWithinWorkingDays: 5,
  tools: [
    "axe-core (regras das WCAG 2.0, 2.1 e 2.2, níveis A e AA) em todas as páginas e nos estados que só o visitante abre, nos esquemas claro e escuro, no computador e no celular",
    "Nu HTML Checker (validação do HTML de todas as páginas)",
    "Testes automáticos do teclado, do refluxo a 320 px, do espaçamento de texto, do rótulo no nome, do contraste do foco e das bordas, e das páginas sem JavaScript (Playwright e Jest), a cada mudança do site",
    "Procedimentos manuais, descritos abaixo, para o que só uma pessoa avalia",
  ],
  environments: [
    "Chromium (Debian) no Linux, em 1280 × 900 px e num celular de 390 × 844 px, com e sem JavaScript",
    "Esquema claro e escuro; preferência de movimento reduzido",
  ],
  /** What was not checked yet: said, rather than claimed. */
  notYetChecked: [
    "Leitores de tela (NVDA, JAWS, VoiceOver, TalkBack)",
    "Firefox e Safari",
    "O VLibras real: o site foi verificado com um substituto local do seu script, sem acesso aos servidores do governo",
  ],
  technologies: ["HTML", "CSS", "WAI-ARIA", "JavaScript"],
} as const;
