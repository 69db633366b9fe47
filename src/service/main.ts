import { ConfigError, readConfig } from "./config";
import { startService } from "./server";
import { StoreVersionError } from "./store";
import { StoreInUse } from "./guard";
import { surviveUnhandledRejections } from "./survive";

/**
 * The service's entry on a server (`node servico.cjs` once packed, see docs/messages.md; `npm start`
 * runs the service through scripts/serve.ts): its settings from the environment, a clean stop on
 * SIGTERM (systemd) or Ctrl-C.
 */
async function main(): Promise<void> {
  surviveUnhandledRejections((message) => console.error(`[serviço] ${message}`));
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
    error instanceof ConfigError || error instanceof StoreVersionError || error instanceof StoreInUse
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`[serviço] não foi possível iniciar: ${reason}`);
  process.exit(1);
});
