/**
 * Texts of the editor at /admin/ (src/admin/), beyond Decap's own phrases (src/admin/locale.ts).
 */

export const localOnlyTitle = "Editor de conteúdo";
export const localOnly =
  "Este site foi publicado sem um repositório para o editor, por isso o editor não funciona aqui. No computador de quem cuida do site, o editor funciona com o comando npm run cms (veja docs/editing.md).";
export const invalidContent = "Conteúdo inválido:";
export const notAPicture = (file: string, field: string, name: string) =>
  `${file}: "${field}" não é uma imagem que o site consiga usar (${name}): envie um arquivo JPG, PNG, WebP ou AVIF`;
