/**
 * What the service's e-mails say (src/service/mail.ts): the contact form's message to the institute,
 * the newsletter's confirmation to the visitor, the notice of a confirmation to the institute, and
 * the subject of an edition's test copy.
 */

export const editionTestSubject = (assunto: string) => `[Teste] ${assunto}`;

export const CONTACT = {
  subject: (assunto: string) => `[Contato pelo site] ${assunto}`,
  intro: (receivedAt: string) => `Mensagem enviada pelo formulário de contato do site em ${receivedAt}.`,
  notGiven: "(não informado)",
  reply: "Para responder, use o botão Responder: a resposta vai para o e-mail de quem escreveu.",
};

export const CONFIRMATION = {
  subject: "Confirme a sua inscrição na newsletter do Instituto Evolução para Todos",
  text: (confirm: string, leave: string) =>
    [
      "Olá!",
      "",
      "Recebemos um pedido para inscrever este e-mail na newsletter do Instituto Evolução para Todos.",
      "Para confirmar, abra o endereço abaixo (ele vale por 7 dias e pode ser usado uma vez):",
      "",
      confirm,
      "",
      "Se você não pediu a inscrição, ignore esta mensagem: sem a confirmação, o e-mail não é inscrito.",
      "",
      `Para não receber mais nada, a qualquer momento: ${leave}`,
    ].join("\n"),
};

export const NOTICE = {
  subject: "Nova inscrição confirmada na newsletter",
  text: (email: string, confirmedAt: string, confirmed: number) =>
    [
      `${email} confirmou a inscrição na newsletter em ${confirmedAt}.`,
      `Inscrições confirmadas: ${confirmed}.`,
      "",
      "A lista completa: npm run mensagens -- inscricoes (no servidor do site).",
    ].join("\n"),
};
