import { spawn, type ChildProcess } from "node:child_process";
import { readConfig } from "../../src/service/config";
import { startService } from "../../src/service/server";

export interface StartedProcess {
  child: ChildProcess;
  /** What `ready` matched in the output. */
  match: RegExpExecArray;
}

/**
 * Starts a server process and resolves once `ready` matches its output (stdout and stderr); rejects,
 * with all it printed, if it exits first. `onOutput` sees every chunk (to attach to a failed test).
 */
export function startProcess(
  command: string,
  args: string[],
  {
    cwd,
    env,
    ready,
    onOutput,
  }: { cwd: string; env: Record<string, string>; ready: RegExp; onOutput?: (text: string) => void },
): Promise<StartedProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(chunk.toString());
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited (${code}):\n${output}`)));
  });
}

/** The settings of a service started by a test: its own store and mail server, every check off. */
export const testServiceSettings = (storeDir: string, smtpUrl: string, extra: Record<string, string> = {}) => ({
  SERVICE_PORT: "0",
  CONTACT_STORE_DIR: storeDir,
  CONTACT_SMTP_URL: smtpUrl,
  CONTACT_TO: "Instituto <instituto@example.org>",
  CONTACT_FROM: "Site <site@example.org>",
  CONTACT_MIN_FILL_MS: "0",
  CONTACT_RATE_LIMIT: "off",
  ...extra,
});

/** The site's service started in the test's own process, from settings as the environment gives them, quiet. */
export const startQuietService = (settings: Record<string, string>) =>
  startService(readConfig(settings), { log: () => undefined });
