/**
 * A promise rejected with no handler ends a Node process by default. In the service, every error
 * known to happen is handled where it happens (a send answers 503, the outbox waits for the store:
 * delivery.ts); one that was not foreseen is logged, and the service goes on answering and
 * delivering: ended, it would lose the sends in flight, and systemd's restart would redo the work of
 * the moment. An exception thrown outside any promise still ends it, as that leaves no state to trust.
 */
export function surviveUnhandledRejections(log: (message: string) => void): void {
  process.on("unhandledRejection", (reason) => {
    const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log(`erro não tratado (o serviço continua): ${text}`);
  });
}
