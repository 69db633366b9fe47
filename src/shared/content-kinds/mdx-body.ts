/**
 * A teaching's body is data: Markdown, compiled by MDX into HTML at build time. MDX would also run
 * what a body holds as code (an `{expression}`, an `import`/`export`, a JSX tag or an expression
 * inside one), in the build's process, with the build's secrets. Every such construct is refused
 * here, on the syntax tree, before anything of the body is compiled into code; only an expression
 * that holds nothing but a comment (`{/* nota *\/}`) is allowed, and dropped. A link is data too: one
 * whose address would run in the visitor's browser (`javascript:`, `data:`...) is refused, and so is
 * an image from another server, which every visit would fetch from a third party unasked. The build
 * (src/buildtime/render-mdx.tsx) and the editor's check before saving (src/admin/check.ts) run this
 * same rule and print the same message.
 */

/** The refused constructs, in the words an editor reads. */
export const CODE_IN_BODY = {
  esm: "import e export não são permitidos no texto",
  expression: "expressões entre chaves não são permitidas no texto",
  jsx: "tags JSX ou HTML (como <div> ou <Componente>) não são permitidas no texto",
  attributeExpression: "expressões entre chaves em atributos de tags não são permitidas no texto",
  spread: "atributos espalhados ({...}) não são permitidos no texto",
  linkScheme: "links só podem levar a endereços http:, https:, mailto: ou tel:, ou a uma página do próprio site",
  remoteImage: "imagens no texto só podem vir do próprio site (como /imagens/foto.jpg), não de outro endereço",
} as const;

/** A problem of a body: where it is (a line of the body, 1-based) and what it is. */
export interface BodyProblem {
  line: number;
  column?: number;
  message: string;
}

/** The properties of an MDX syntax tree node (mdast with the MDX extensions) that the walk reads. */
interface MdxNode {
  type: string;
  value?: unknown;
  position?: { start: { line: number; column: number } };
  children?: MdxNode[];
  attributes?: MdxNode[];
  data?: { estree?: { body?: readonly unknown[] } | null };
  url?: string;
  identifier?: string;
}

const EXPRESSIONS = new Set(["mdxFlowExpression", "mdxTextExpression"]);
const JSX_ELEMENTS = new Set(["mdxJsxFlowElement", "mdxJsxTextElement"]);
const ONLY_COMMENTS = /^\s*(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*(\n|$)\s*)*$/;

/** `{/* ... *\/}`: an expression whose program has no statement, only comments. */
function isCommentOnly(node: MdxNode): boolean {
  const body = node.data?.estree?.body;
  return body ? body.length === 0 : typeof node.value === "string" && ONLY_COMMENTS.test(node.value);
}

const lineOf = (node: MdxNode, fallback: MdxNode): Pick<BodyProblem, "line" | "column"> => {
  const start = (node.position ?? fallback.position)?.start;
  return { line: start?.line ?? 1, column: start?.column };
};

/** What one JSX element carries that would run: its attributes' expressions and spreads, or the tag itself. */
function jsxProblems(node: MdxNode): BodyProblem[] {
  const problems = (node.attributes ?? []).flatMap((attribute): BodyProblem[] => {
    if (attribute.type === "mdxJsxExpressionAttribute")
      return [{ ...lineOf(attribute, node), message: CODE_IN_BODY.spread }];
    const value = attribute.value as MdxNode | string | null | undefined;
    if (typeof value === "object" && value?.type === "mdxJsxAttributeValueExpression")
      return [{ ...lineOf(value, node), message: CODE_IN_BODY.attributeExpression }];
    return [];
  });
  return problems.length > 0 ? problems : [{ ...lineOf(node, node), message: CODE_IN_BODY.jsx }];
}

/** Where a link may lead. Anything else (`javascript:`, `data:`, `vbscript:`, `file:`...) is refused. */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * An address as a browser reads it: without tabs and line breaks anywhere, nor spaces and control
 * characters in front (so `java&#9;script:` is `javascript:`).
 */
function asBrowserReads(url: string): string {
  const kept = url.replace(/[\t\n\r]/g, "");
  let start = 0;
  while (start < kept.length && kept.charCodeAt(start) <= 0x20) start += 1;
  return kept.slice(start);
}

/**
 * What is wrong with a link's address, or an image's (which must also stay on the site's own host:
 * not `//outro`), if anything. An address without a scheme is one of the site: a path, a query or a
 * fragment.
 */
function addressProblem(url: string, image: boolean): string | null {
  const address = asBrowserReads(url);
  const scheme = /^([^:/?#]+):/.exec(address)?.[1].toLowerCase() ?? null;
  if (image) return scheme !== null || /^[/\\]{2}/.test(address) ? CODE_IN_BODY.remoteImage : null;
  return scheme === null || LINK_SCHEMES.has(scheme) ? null : CODE_IN_BODY.linkScheme;
}

/**
 * The addresses of the body's link definitions (`[nome]: endereço`), by their identifier. When one is
 * defined twice, the first counts, as it does when the page is rendered.
 */
function definitionsOf(tree: MdxNode, found = new Map<string, string>()): Map<string, string> {
  if (tree.type === "definition" && tree.identifier !== undefined && !found.has(tree.identifier))
    found.set(tree.identifier, tree.url ?? "");
  for (const child of tree.children ?? []) definitionsOf(child, found);
  return found;
}

/**
 * Every construct of the tree that MDX would turn into code, and every address the browser would run
 * or fetch from another server, in the order of the text.
 */
function findCodeInBody(tree: MdxNode): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const definitions = definitionsOf(tree);
  const checkAddress = (node: MdxNode, url: string | undefined, image: boolean) => {
    const message = url === undefined ? null : addressProblem(url, image);
    if (message) problems.push({ ...lineOf(node, node), message });
  };
  const visit = (node: MdxNode) => {
    if (node.type === "link" || node.type === "definition") checkAddress(node, node.url, false);
    else if (node.type === "image") checkAddress(node, node.url, true);
    else if (node.type === "imageReference") checkAddress(node, definitions.get(node.identifier ?? ""), true);
    if (node.type === "mdxjsEsm") problems.push({ ...lineOf(node, node), message: CODE_IN_BODY.esm });
    else if (EXPRESSIONS.has(node.type) && !isCommentOnly(node))
      problems.push({ ...lineOf(node, node), message: CODE_IN_BODY.expression });
    else if (JSX_ELEMENTS.has(node.type)) problems.push(...jsxProblems(node));
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

/** Drops the comment-only expressions, so that nothing of them reaches the compiled body. */
function dropComments(node: MdxNode): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => !(EXPRESSIONS.has(child.type) && isCommentOnly(child)));
  node.children.forEach(dropComments);
}

/** Thrown by the plugin below: the body holds code; compiling stops before any code is generated. */
class CodeInBodyError extends Error {
  constructor(readonly problems: readonly BodyProblem[]) {
    super(problems.map((problem) => `${problem.line}: ${problem.message}`).join("; "));
    this.name = "CodeInBodyError";
  }
}

/**
 * The remark plugin that enforces the rule: the first step after parsing, so the compiler never
 * reaches the step that turns the tree into JavaScript when the body holds code.
 */
export function refuseCodeInBody() {
  return (tree: MdxNode) => {
    const problems = findCodeInBody(tree);
    if (problems.length > 0) throw new CodeInBodyError(problems);
    dropComments(tree);
  };
}

/** The position an MDX compiler message carries (a VFileMessage), when it has one. */
function positionOf(error: unknown): { line: number; column?: number } | null {
  if (typeof error !== "object" || error === null) return null;
  const { line, column } = error as { line?: unknown; column?: unknown };
  return typeof line === "number" ? { line, column: typeof column === "number" ? column : undefined } : null;
}

const SYNTAX_HINT = '(veja "Cuidados com o texto" em CONTENT.md)';

/** The problems behind a failed compilation: the refused code, or MDX's own syntax error. */
export function bodyProblems(error: unknown): BodyProblem[] {
  if (error instanceof CodeInBodyError) return [...error.problems];
  const reason = error instanceof Error ? error.message : String(error);
  const position = positionOf(error);
  return [
    { line: position?.line ?? 1, column: position?.column, message: `texto MDX inválido: ${reason} ${SYNTAX_HINT}` },
  ];
}

/**
 * Where a problem is, as the editor reads it: a line of the file (the build, which knows where the
 * body starts: `content/ensinamentos/x.mdx:14: ...`), or a line of the body's field in the editor's
 * form (`content/ensinamentos/x.mdx: Texto, linha 3: ...`).
 */
export type BodyPlace = { file: string; firstLine: number } | { file: string; field: string };

export function describeBodyProblem(problem: BodyProblem, place: BodyPlace): string {
  if ("field" in place) return `${place.file}: ${place.field}, linha ${problem.line}: ${problem.message}`;
  const line = problem.line + place.firstLine - 1;
  const where = problem.message.startsWith("texto MDX inválido") && problem.column ? `${line}:${problem.column}` : line;
  return `${place.file}:${where}: ${problem.message}`;
}
