/**
 * Texts of every page's frame: the header, the navigation, the footer, the loading state, the language's
 * and the scheme's controls (src/components/Layout.tsx and what it holds). The Portuguese ones; a page
 * published in another language gets that language's (catalogue.ts, catalogues/).
 */

export const skipToContent = "Pular para o conteúdo";
/** docs/behaviour.md: Screens Loading overlay. */
export const loading = "Carregando...";
/** The brand's link, named with the site's name. */
export const homeLink = "{site}: página inicial";
export const mainNavigation = "Navegação principal";
export const mobileNavigation = "Navegação móvel";
export const search = "Buscar";
export const openMenu = "Abrir menu";
export const closeMenu = "Fechar menu";
/** docs/behaviour.md: Screens Language selector: the button, with the current language's code. */
export const languageButton = "Idioma: {code}";
export const languages = "Idiomas";
/** The language list's code could not be downloaded (offline, or a deploy removed it). */
export const languageListUnavailable = "Não foi possível carregar a lista de idiomas.";
export const retry = "Tentar novamente";
/** The header's switch of the colour scheme (src/components/ThemeToggle.tsx). */
export const darkTheme = "Tema escuro";

/** The links of the navigation and the footer, by the address they lead to (src/shared/site.ts, NAV_ITEMS). */
export const links = {
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
} as const;

export const footerAbout =
  "Instituto dedicado ao estudo e à divulgação da doutrina espírita, promovendo o amor, a caridade e o autoconhecimento como caminhos de evolução espiritual.";
export const quickLinks = "Links Rápidos";
export const contactTitle = "Contato";
export const contactText = "Estamos aqui para acolher suas dúvidas e caminhar ao seu lado.";
export const accessibilityTitle = "Acessibilidade";
export const barrierQuestion = "Encontrou uma barreira no site?";
export const barrierLink = "Conte para nós";
export const rights = "Todos os direitos reservados.";
export const aboutSite = "Sobre o site";
