import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { SITE } from "../../shared/site";

/**
 * An operation's event in the service's log (docs/operations.md, "The log"): what was done, by whom (the
 * system's user, and who called sudo), when and how many rows, never an address. Written to the standard
 * error, which under systemd is the journal, with the service's tag (the units' SyslogIdentifier); from a
 * terminal, also to the system's log with the same tag (`logger`), so that `journalctl -t evolucao-servico`
 * shows it beside the service's own lines. Its figures, and the commands', are written as the site's
 * language writes them.
 */
const LOG_TAG = "evolucao-servico";

/** Who runs the command, as the system knows them. */
function operator(): string {
  let name: string;
  try {
    name = os.userInfo().username;
  } catch {
    name = `uid ${process.getuid?.() ?? "?"}`;
  }
  const sudo = process.env.SUDO_USER;
  return sudo && sudo !== name ? `${name} (sudo de ${sudo})` : name;
}

export function logEvent(what: string, rows: number, detail: string): void {
  const line = `evento: ${what} por ${operator()} em ${new Date().toISOString()}: ${rows} linha(s) (${detail})`;
  process.stderr.write(`[serviço] ${line}\n`);
  if (!process.env.JOURNAL_STREAM && fs.existsSync("/dev/log")) {
    const logged = spawnSync("logger", ["-t", LOG_TAG, "--", line], { stdio: "ignore", timeout: 5000 });
    if (logged.status !== 0) process.stderr.write("[serviço] o evento não pôde ser escrito no registro do sistema\n");
  }
}

/** A number as the site's language writes it (`0,94`), with at most `digits` decimals. */
export const decimal = (value: number, digits: number) =>
  value.toLocaleString(SITE.lang, { maximumFractionDigits: digits });
