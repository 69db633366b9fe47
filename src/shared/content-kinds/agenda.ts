import { INSTITUTE_TIME } from "../site";
import { MAX_SERIES_DATES, scheduleDates } from "../agenda/schedule";
import { SINGLE_LINE_RULE, type ContentKindDefinition, type FieldProblem } from "./define";
import { YOUTUBE_RULE } from "./youtube";

/** What kind of meeting an event is. */
const EVENT_TYPES = ["Palestra pública", "Estudo", "Reunião de prece", "Aula ao vivo", "Outro"] as const;

/** Where it happens: in a place, on YouTube, or both. */
const ATTENDANCE_MODES = ["presencial", "online", "híbrida"] as const;
type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** A series repeats every week; the only repetition there is. */
const WEEKLY = "semanal";

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/**
 * The rules that read several fields of one event: the fields its `modalidade` needs, a series' last
 * day and skipped days, and a move's earlier times. The build and the editor run them.
 */
function scheduleProblems(data: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const mode = data.modalidade as AttendanceMode;
  if (mode !== "online" && !present(data.local))
    problems.push({ field: "local", message: `é obrigatório quando "modalidade" é ${mode}` });
  if (mode !== "presencial" && !present(data.transmissao))
    problems.push({ field: "transmissao", message: `é obrigatório quando "modalidade" é ${mode}` });

  const inicio = String(data.inicio);
  const first = inicio.slice(0, 10);
  const series = data.repete === WEEKLY;
  if (series && !present(data.ate))
    problems.push({ field: "ate", message: `é obrigatório quando "repete" é ${WEEKLY}` });
  for (const name of ["ate", "excecoes"])
    if (!series && present(data[name]))
      problems.push({ field: name, message: `só vale para uma série: escreva também "repete: ${WEEKLY}"` });
  const ate = data.ate;
  if (series && typeof ate === "string") {
    if (ate < first) problems.push({ field: "ate", message: `(${ate}) é antes do dia de "inicio" (${first})` });
    const dates = scheduleDates({ inicio, repete: WEEKLY, ate });
    if (dates.length >= MAX_SERIES_DATES && dates[dates.length - 1] < ate)
      problems.push({ field: "ate", message: `faz a série passar de ${MAX_SERIES_DATES} semanas` });
    const days = new Set(dates);
    ((data.excecoes as string[] | undefined) ?? []).forEach((date, index) => {
      if (!days.has(date))
        problems.push({
          field: `excecoes[${index + 1}]`,
          message: `(${date}) não é um dos dias da série: ela acontece a cada 7 dias, de ${first} até ${ate}`,
        });
    });
  }
  ((data.remarcado_de as string[] | undefined) ?? []).forEach((time, index) => {
    if (time === inicio)
      problems.push({
        field: `remarcado_de[${index + 1}]`,
        message: `(${time}) é o próprio "inicio": aqui vão só o dia e a hora de antes de cada mudança`,
      });
  });
  return problems;
}

/**
 * The institute's lectures, studies and meetings (content/agenda/*.mdx; pages /agenda/ and
 * /agenda/<file's name>/, and the calendars /agenda.ics and /agenda/<file's name>.ics). The file's
 * name is the event's address and its calendar UID: it never changes, whatever else does. `inicio` is
 * a wall-clock time of the institute (src/shared/site.ts, INSTITUTE_TIME); a weekly series has its
 * last day and the days it skips. The body says what the event is about.
 */
export const AGENDA_KIND = {
  name: "agenda",
  folder: "content/agenda",
  label: "Agenda",
  labelSingular: "Encontro",
  description:
    "As palestras, os estudos e as reuniões do instituto: cada encontro tem a sua página em /agenda/<nome-do-arquivo>/ e está no calendário que os visitantes assinam.",
  extension: "mdx",
  fileName: "title",
  titleField: "titulo",
  fields: [
    {
      name: "titulo",
      label: "Título",
      hint: "Pode mudar depois: o endereço da página fica o do primeiro título.",
      type: "text",
      required: true,
      rules: [SINGLE_LINE_RULE],
    },
    { name: "tipo", label: "Tipo", type: "choice", required: true, options: EVENT_TYPES },
    {
      name: "expositor",
      label: "Expositor",
      hint: "Opcional: quem fala.",
      type: "text",
      required: false,
      rules: [SINGLE_LINE_RULE],
    },
    {
      name: "inicio",
      label: "Início",
      hint: `O dia e a hora no ${INSTITUTE_TIME.label} (${INSTITUTE_TIME.zone}), seja qual for o fuso de quem edita. Numa série, o primeiro encontro. Para remarcar, mude aqui e acrescente o dia e a hora de antes em “Remarcado de”.`,
      type: "wallTime",
      required: true,
    },
    {
      name: "duracao",
      label: "Duração (minutos)",
      hint: "Por exemplo: 90 para uma hora e meia.",
      type: "integer",
      required: true,
      min: 1,
      max: 24 * 60,
    },
    {
      name: "modalidade",
      label: "Modalidade",
      hint: "Presencial pede o Local; online, a Transmissão; híbrida, os dois.",
      type: "choice",
      required: true,
      options: ATTENDANCE_MODES,
    },
    {
      name: "local",
      label: "Local",
      hint: "Obrigatório se presencial ou híbrida. Na primeira linha o nome do lugar; nas seguintes, o endereço.",
      type: "text",
      multiline: true,
      required: false,
    },
    {
      name: "transmissao",
      label: "Transmissão",
      hint: "Obrigatório se online ou híbrida: o endereço da transmissão ao vivo no YouTube. Nada do YouTube é carregado antes de o visitante pedir.",
      type: "text",
      required: false,
      rules: [YOUTUBE_RULE],
    },
    {
      name: "repete",
      label: "Repete",
      hint: "Semanal: o encontro se repete toda semana, no mesmo dia e hora, até o dia de “Até”.",
      type: "choice",
      required: false,
      options: [WEEKLY],
    },
    {
      name: "ate",
      label: "Até",
      hint: "Numa série: o dia do último encontro (incluído).",
      type: "date",
      required: false,
    },
    {
      name: "excecoes",
      label: "Exceções",
      hint: "Numa série: os dias em que não haverá encontro (cada um, um dos dias da série).",
      type: "dates",
      of: "date",
      itemLabel: "Dia sem encontro",
      required: false,
    },
    {
      name: "cancelado",
      label: "Cancelado",
      hint: "O encontro continua na agenda, marcado como cancelado, e sai dos calendários de quem assinou.",
      type: "boolean",
      required: false,
    },
    {
      name: "remarcado_de",
      label: "Remarcado de",
      hint: `Cada vez que mudar o “Início”, acrescente aqui o dia e a hora de antes (${INSTITUTE_TIME.label}): a página mostra a mudança, e os calendários de quem assinou a recebem como uma atualização.`,
      type: "dates",
      of: "wallTime",
      itemLabel: "Dia e hora de antes",
      required: false,
    },
    {
      name: "gravacao",
      label: "Gravação",
      hint: "Opcional: o endereço da gravação no YouTube, quando existir.",
      type: "text",
      required: false,
      rules: [YOUTUBE_RULE],
    },
    {
      name: "ensinamentos",
      label: "Ensinamentos",
      hint: "Opcional: ensinamentos relacionados, na ordem escolhida.",
      type: "references",
      required: false,
      kind: "ensinamentos",
      by: "slug",
      linkedAs: { name: "teachings", doc: "The teachings it is related to, in its order." },
    },
    {
      name: "curso",
      label: "Curso",
      hint: "Opcional: o curso relacionado.",
      type: "reference",
      required: false,
      kind: "cursos",
      linkedAs: { name: "course", doc: "The course it is related to." },
    },
    {
      name: "body",
      label: "Texto",
      hint: "Do que trata o encontro.",
      type: "body",
      required: true,
      format: "markdown",
    },
  ],
  unique: [],
  graphql: { typeName: "AgendaEvent" },
  check: scheduleProblems,
} as const satisfies ContentKindDefinition;
