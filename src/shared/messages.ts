/**
 * What the site says when something goes well or wrong: the error catalogue of SPEC §8 and the other
 * states a visitor reads, in one place. Texts that are only logged (§8: share and widget failures)
 * are here too, so that a reader of the console finds the same words.
 */
export const MESSAGES = {
  /** §8 Detail load failure. */
  apiTeachingLoadError: "Erro ao carregar ensino",
  /** §8 Missing data (also the body of the embedded API's 404). */
  apiTeachingNotFound: "Ensino não encontrado",
  /** §8 Contact failure (the simulated send never fails). */
  contactError: "Erro ao enviar mensagem. Tente novamente.",
  /** §8 Contact success. */
  contactSuccess: "Mensagem enviada com sucesso! Entraremos em contato em breve.",
  /** §8 Unknown path. */
  pageNotFound: "Página não encontrada",
  /** §2 Teaching detail: share unavailable, the link was copied instead. */
  linkCopied: "Link copiado para a área de transferência!",
  /** §2 Teachings list with no result. */
  noTeachingsFound: "Nenhum ensinamento encontrado.",
  /** §2 Loading overlay. */
  loading: "Carregando...",
  /** The language list's code could not be downloaded (offline, or a deploy removed it). */
  languageListUnavailable: "Não foi possível carregar a lista de idiomas.",
  retry: "Tentar novamente",
  /** Logged only (§8). */
  shareFailed: "Não foi possível compartilhar:",
  translationWidgetUnavailable: "Não foi possível carregar o widget de tradução.",
  translationWidgetFailed: "Falha ao iniciar o widget de tradução:",
  sanitizerUnavailable: "Não foi possível carregar o sanitizador de HTML:",
} as const;
