/**
 * The service's answers (src/service/): to a form sent without JavaScript, on the pages of the
 * newsletter's links, and on the editor's login window. The page's own messages for the same
 * outcomes are in contact.ts and newsletter.ts.
 */

/** What the service answers to a send, and to a request it cannot serve. */
export const ANSWERS = {
  backToSite: "Voltar ao site",
  contactReceived: "Mensagem recebida. Entraremos em contato em breve.",
  newsletterRequested: "Pedido recebido. Enviamos um e-mail para confirmar a inscrição: abra o endereço que ele traz.",
  sendRefused: "Não foi possível enviar: confira os campos abaixo e envie de novo.",
  tooEarly: "Aguarde alguns segundos e envie de novo.",
  tooMany: "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.",
  storeUnavailable: "Não foi possível guardar a sua mensagem agora. Tente novamente em alguns minutos.",
  linkUnavailable: "Não foi possível concluir agora. Tente novamente em alguns minutos.",
  crossSite: "Este formulário só pode ser enviado pelas páginas do próprio site.",
  badAddress: "Endereço inválido.",
  tooLong: "Endereço longo demais.",
  internalError: { title: "Erro interno", message: "Erro interno do serviço." },
  unknownForm: "Formulário desconhecido.",
  tooLarge: "O envio é grande demais.",
  methodNotAllowed: "Este endereço só recebe os formulários do site.",
  notFound: "Página não encontrada",
  siteStarting: { title: "O site está iniciando", message: "O site ainda não responde. Tente de novo em instantes." },
  /** The site's server failed a request it had taken (a reset) or did not answer it in time (502, 504). */
  siteFailed: {
    title: "O site não respondeu",
    message: "O servidor do site não respondeu a este pedido. Tente de novo em instantes.",
  },
};

/** The title of the page that tells a visitor who sent a form without JavaScript why it was refused, by refusal. */
export const REFUSALS = {
  campos: ANSWERS.sendRefused,
  formulario: ANSWERS.unknownForm,
  origem: ANSWERS.crossSite,
  cedo: ANSWERS.tooEarly,
  limite: ANSWERS.tooMany,
  armazenamento: ANSWERS.storeUnavailable,
  falha: ANSWERS.storeUnavailable,
} as const;

/** The page of the newsletter's confirmation link. */
export const CONFIRM = {
  title: "Confirmar inscrição",
  prompt: "Para confirmar a inscrição deste e-mail na newsletter, use o botão abaixo.",
  button: "Confirmar inscrição",
  done: "Inscrição confirmada. Obrigado! Você receberá os novos ensinamentos por e-mail.",
  invalid:
    "Este endereço de confirmação não vale mais: já foi usado, passou de 7 dias ou está incompleto. Peça a inscrição de novo na página Ensinamentos.",
};

/** The page of the link to leave the newsletter (in every e-mail). */
export const LEAVE = {
  title: "Sair da newsletter",
  prompt: "Para não receber mais a newsletter neste e-mail, use o botão abaixo.",
  button: "Sair da newsletter",
  done: "Pronto: este e-mail não recebe mais a newsletter.",
  invalid: "Este endereço para sair da newsletter não é válido.",
};

/** The editor's login window. */
export const OAUTH = {
  title: "Entrar no editor",
  done: "Login concluído. Esta janela pode ser fechada.",
  stateInvalid:
    "Não foi possível entrar: o pedido de login expirou ou já foi usado. Feche esta janela e tente de novo.",
  exchangeFailed: "Não foi possível entrar: o GitHub não confirmou o login. Feche esta janela e tente de novo.",
  denied: "Login cancelado no GitHub. Feche esta janela para voltar ao editor.",
  tooMany: "Muitas tentativas de entrar em pouco tempo. Aguarde alguns minutos e tente de novo.",
  wrongOrigin: "Esta janela de login só conversa com o editor do próprio site.",
};
