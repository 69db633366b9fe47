import { ConfigError, readConfig } from "./config";
import { startService } from "./server";
import { StoreVersionError } from "./store/database";
import { StoreInUse } from "./guard";

/** The service's entry on a server (`node servico.cjs` once packed): a clean stop on SIGTERM or Ctrl-C. */
async function main(): Promise<void> {
  const service = await startService(readConfig());
  // A second signal waits for the same stop: Fastify settles a second close() once the first is done.
  const stop = () =>
    void service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StoreVersionError || error instanceof StoreInUse;
  const reason = known ? error.message : error instanceof Error ? error.stack : String(error);
  console.error(`[serviço] não foi possível iniciar: ${reason}`);
  process.exit(1);
});
