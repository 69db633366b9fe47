import { EMV_TEXT } from "./br-code";
import { accepted, refused, type Checked } from "./checked";

/**
 * The receiver's name and city (fields 59 and 60) as the code carries them. Fields 59 and 60 take EMV's
 * "ans" characters, printable ASCII: strict bank apps refuse a code with accents in them. So the text loses
 * its accents and cedillas (NFD, then the combining marks dropped: "São" → "SAO", "ç" → "c"), its spaces
 * run together, and is upper-cased as banks print a receiver. What is still outside that set ("ª", "–",
 * "’") is refused, named, rather than dropped: the editor chooses what stands for it, so the code never
 * carries a name no one wrote.
 */
export function merchantText(written: string, limit: number): Checked<string> {
  const text = written.trim().replace(/\s+/g, " ").normalize("NFD").replace(/\p{M}/gu, "");
  if (text === "") return refused("não pode ficar vazio");
  const outside = [...new Set([...text].filter((char) => !EMV_TEXT.test(char)))];
  if (outside.length > 0)
    return refused(
      `tem caracteres que o código Pix não aceita (${outside.map((char) => `"${char}"`).join(", ")}): use letras, números, espaços e pontuação simples`,
    );
  const upper = text.toUpperCase();
  if (upper.length > limit)
    return refused(
      `tem ${upper.length} caracteres como o código Pix o escreve, sem acentos e em maiúsculas ("${upper}"), e o padrão aceita no máximo ${limit}: abrevie-o como o banco o mostra (os ${limit} primeiros seriam "${upper.slice(0, limit)}")`,
    );
  return accepted(upper);
}
