import { SINGLE_LINE_RULE, type ContentKindDefinition } from "./define";

/**
 * The newsletter's editions (content/boletins/*.mdx; pages /boletins/ and /boletins/<numero>/, and the
 * e-mail the subscribers receive, src/buildtime/editions/email.ts): a number, a title, a date, what the
 * edition presents (teachings by their slug, available courses and books by their number, lectures of
 * the agenda by their file's name, in the order chosen) and its own text. An edition needs its text or at least one item.
 */
export const EDITION_KIND = {
  name: "boletins",
  folder: "content/boletins",
  label: "Boletins",
  labelSingular: "Boletim",
  description:
    "As edições do boletim: cada uma tem a sua página em /boletins/<número>/ e o e-mail que os inscritos recebem, que a equipe técnica envia depois de publicada.",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    {
      name: "numero",
      label: "Número",
      hint: "1 para a primeira edição, depois 2, 3... Nenhuma outra edição pode ter o mesmo; a página fica em /boletins/<número>/.",
      type: "integer",
      required: true,
      min: 1,
    },
    {
      name: "titulo",
      label: "Título",
      hint: "Também o assunto do e-mail: “Boletim nº <número>: <título>”.",
      type: "text",
      required: true,
      rules: [SINGLE_LINE_RULE],
    },
    {
      name: "data",
      label: "Data",
      hint: "A data da edição; a lista dos boletins mostra a mais recente primeiro.",
      type: "date",
      required: true,
    },
    {
      name: "ensinamentos",
      label: "Ensinamentos",
      hint: "Opcional: os ensinamentos que a edição apresenta, na ordem em que forem escolhidos.",
      type: "references",
      required: false,
      kind: "ensinamentos",
      by: "slug",
      linkedAs: { name: "teachings", doc: "The teachings the edition presents, in its order." },
    },
    {
      name: "cursos",
      label: "Cursos",
      hint: "Opcional: cursos Disponíveis (a lista mostra só esses), na ordem em que forem escolhidos.",
      type: "references",
      required: false,
      kind: "cursos",
      by: "id",
      availableOnly: true,
      linkedAs: { name: "courses", doc: "The courses the edition presents, in its order." },
    },
    {
      name: "livros",
      label: "Livros",
      hint: "Opcional: livros Disponíveis (a lista mostra só esses), na ordem em que forem escolhidos.",
      type: "references",
      required: false,
      kind: "livros",
      by: "id",
      availableOnly: true,
      linkedAs: { name: "books", doc: "The books the edition presents, in its order." },
    },
    {
      name: "palestras",
      label: "Palestras",
      hint: "Opcional: encontros da agenda que a edição anuncia, com o dia e a hora de cada um, na ordem em que forem escolhidos.",
      type: "references",
      required: false,
      kind: "agenda",
      by: "file",
      linkedAs: { name: "events", doc: "The agenda's events the edition announces, in its order." },
    },
    {
      name: "body",
      label: "Texto",
      hint: "O texto da edição, antes dos itens. Pode ficar vazio se a edição apresenta ao menos um ensinamento, curso, livro ou palestra.",
      type: "body",
      required: false,
      format: "markdown",
      requiredWithout: ["ensinamentos", "cursos", "livros", "palestras"],
    },
  ],
  unique: ["numero"],
  graphql: { typeName: "Edition" },
} as const satisfies ContentKindDefinition;
