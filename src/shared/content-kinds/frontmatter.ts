/**
 * A content file's frontmatter is YAML and only YAML. gray-matter, which reads it, takes the word
 * after the opening `---` as the language of the block and would evaluate `---js`, `---javascript`
 * and `---coffee` as code (GHSA-mj46-r4gr-5x83). A file that names any language but YAML is refused,
 * naming the file, before anything reads its frontmatter.
 */

const DELIMITER = "---";
const YAML_NAMES = new Set(["", "yaml"]);

/** The language written after the opening `---` ("" when none), or null for a file without frontmatter. */
function frontmatterLanguage(source: string): string | null {
  const text = source.replace(/^\uFEFF/, "");
  // As gray-matter reads it: `---` opens the block unless a fourth `-` follows.
  if (!text.startsWith(DELIMITER) || text.charAt(DELIMITER.length) === "-") return null;
  const end = text.search(/\r?\n/);
  return text.slice(DELIMITER.length, end < 0 ? undefined : end).trim();
}

/** The lines that refuse a file whose frontmatter is not YAML (none when it is). */
export function checkFrontmatterLanguage(source: string, file: string): string[] {
  const language = frontmatterLanguage(source);
  if (language === null || YAML_NAMES.has(language.toLowerCase())) return [];
  return [
    `${file}: o cabeçalho precisa ser YAML: a primeira linha é só "---", sem "${language}" (outras linguagens não são aceitas)`,
  ];
}
