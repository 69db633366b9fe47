/**
 * Texts of every page's frame: the header, the navigation, the footer, the loading state, the language's
 * and the scheme's controls (src/components/Layout.tsx and what it holds). The Portuguese ones; a page
 * published in another language gets that language's (catalogue.ts, catalogues/).
 */

export const FRAME = {
  skipToContent: "Pular para o conteúdo",
  /** docs/behaviour.md: Screens Loading overlay. */
  loading: "Carregando...",
  /** The brand's link, named with the site's name. */
  homeLink: "{site}: página inicial",
  mainNavigation: "Navegação principal",
  mobileNavigation: "Navegação móvel",
  search: "Buscar",
  openMenu: "Abrir menu",
  closeMenu: "Fechar menu",
  /** docs/behaviour.md: Screens Language selector: the button, with the current language's code. */
  languageButton: "Idioma: {code}",
  languages: "Idiomas",
  /** The language list's code could not be downloaded (offline, or a deploy removed it). */
  languageListUnavailable: "Não foi possível carregar a lista de idiomas.",
  retry: "Tentar novamente",
  /** The header's switch of the colour scheme (src/components/ThemeToggle.tsx). */
  darkTheme: "Tema escuro",

  /** The links of the navigation and the footer, by the address they lead to (src/shared/site.ts, NAV_ITEMS). */
  links: {
    "/": "Início",
    "/quem-somos/": "Quem Somos",
    "/ensinamentos/": "Ensinamentos",
    "/cursos/": "Cursos",
    "/livros/": "Livros",
    "/contato/": "Contato",
    "/boletins/": "Boletins",
    "/agenda/": "Agenda",
    "/privacidade/": "Política de Privacidade",
    "/acessibilidade/": "Acessibilidade",
  },

  footerAbout:
    "Instituto dedicado ao estudo e à divulgação da doutrina espírita, promovendo o amor, a caridade e o autoconhecimento como caminhos de evolução espiritual.",
  quickLinks: "Links Rápidos",
  contactTitle: "Contato",
  contactText: "Estamos aqui para acolher suas dúvidas e caminhar ao seu lado.",
  accessibilityTitle: "Acessibilidade",
  barrierQuestion: "Encontrou uma barreira no site?",
  barrierLink: "Conte para nós",
  rights: "Todos os direitos reservados.",
  aboutSite: "Sobre o site",
} as const;

/**
 * The footer's link to /apoie/, which only a build with that page shows (src/components/Footer.tsx): apart
 * from FRAME, so that a build without the page carries none of its words.
 */
export const DONATIONS_LINK = {
  donationsLink: "Apoie o instituto",
} as const;
