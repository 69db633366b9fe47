import { ConfigError, readConfig } from "./config";
import { startService } from "./server";

/**
 * The service's entry (`npm run serve` with tsx; `node servico.mjs` once packed for a server, see
 * docs/messages.md): its settings from the environment, a clean stop on SIGTERM (systemd) or Ctrl-C.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const service = await startService(config);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  const reason =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`[serviço] não foi possível iniciar: ${reason}`);
  process.exit(1);
});
