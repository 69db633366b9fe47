import { buildApp, type AppOptions } from "./app";
import type { ServiceConfig } from "./config";

/** The service listening (docs/service.md): its app, whose close() stops it all (app.ts), and its address. */
export type Service = Awaited<ReturnType<typeof startService>>;

export async function startService(config: ServiceConfig, options: AppOptions = {}) {
  const app = await buildApp(config, options);
  // A port in use: nothing of the store stays held, so that another start may take it.
  const url = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  return { url, app, store: app.store, lanes: app.lanes, close: () => app.close() };
}
