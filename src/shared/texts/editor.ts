/**
 * Texts of the editor at /admin/ (src/admin/), beyond Decap's own phrases (src/admin/locale.ts).
 */

export const localOnlyTitle = "Editor de conteúdo";
export const localOnly =
  "Este site foi publicado sem um repositório para o editor, por isso o editor não funciona aqui. No computador de quem cuida do site, o editor funciona com o comando npm run cms (veja docs/editing.md).";
export const invalidContent = "Conteúdo inválido:";
export const notAPicture = (file: string, field: string, name: string) =>
  `${file}: "${field}" não é uma imagem que o site consiga usar (${name}): envie um arquivo JPG, PNG, WebP ou AVIF`;

/** Above a translation in the preview pane: the way to its original, opened beside it. */
export const translationOf = "Tradução de";
export const openOriginal = "abrir o original em outra aba";
export const noOriginalYet = "Escolha o original no campo “Original”: ele se abre daqui, ao lado da tradução.";
