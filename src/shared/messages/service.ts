/**
 * The service's answers (src/service/): to a form sent without JavaScript, on the pages of the
 * newsletter's links, and on the editor's login window. The page's own messages for the same
 * outcomes are in contact.ts and newsletter.ts.
 */

export const backToSite = "Voltar ao site";
export const contactReceived = "Mensagem recebida. Entraremos em contato em breve.";
export const newsletterRequested =
  "Pedido recebido. Enviamos um e-mail para confirmar a inscrição: abra o endereço que ele traz.";
export const sendRefused = "Não foi possível enviar: confira os campos abaixo e envie de novo.";
export const tooEarly = "Aguarde alguns segundos e envie de novo.";
export const tooMany = "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.";
export const storeUnavailable = "Não foi possível guardar a sua mensagem agora. Tente novamente em alguns minutos.";
export const unknownForm = "Formulário desconhecido.";
export const tooLarge = "O envio é grande demais.";
export const methodNotAllowed = "Este endereço só recebe os formulários do site.";
export const notFound = "Página não encontrada";

export const confirmTitle = "Confirmar inscrição";
export const confirmPrompt = "Para confirmar a inscrição deste e-mail na newsletter, use o botão abaixo.";
export const confirmButton = "Confirmar inscrição";
export const confirmed = "Inscrição confirmada. Obrigado! Você receberá os novos ensinamentos por e-mail.";
export const confirmInvalid =
  "Este endereço de confirmação não vale mais: já foi usado, passou de 7 dias ou está incompleto. Peça a inscrição de novo na página Ensinamentos.";

export const leaveTitle = "Sair da newsletter";
export const leavePrompt = "Para não receber mais a newsletter neste e-mail, use o botão abaixo.";
export const leaveButton = "Sair da newsletter";
export const left = "Pronto: este e-mail não recebe mais a newsletter.";
export const leaveInvalid = "Este endereço para sair da newsletter não é válido.";

export const oauthTitle = "Entrar no editor";
export const oauthDone = "Login concluído. Esta janela pode ser fechada.";
export const oauthStateInvalid =
  "Não foi possível entrar: o pedido de login expirou ou já foi usado. Feche esta janela e tente de novo.";
export const oauthExchangeFailed =
  "Não foi possível entrar: o GitHub não confirmou o login. Feche esta janela e tente de novo.";
export const oauthDenied = "Login cancelado no GitHub. Feche esta janela para voltar ao editor.";
export const oauthWrongOrigin = "Esta janela de login só conversa com o editor do próprio site.";
