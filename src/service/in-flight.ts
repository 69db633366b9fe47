import type http from "node:http";
import type { Response } from "./http";

/**
 * The requests the service is answering, so that a stop (systemd's SIGTERM, a restart) answers every
 * one it began: a send whose message is stored is answered as stored, never cut off, or the visitor
 * would see an error and send it again. Node's `server.close()` stops taking connections and closes
 * the idle ones; the others close after their answer, which says `Connection: close`, and whatever is
 * left when the stop's time is up is closed then.
 */
export class InFlight {
  private readonly answering = new Set<Response>();
  private closing = false;
  private drained: (() => void) | undefined;

  track(res: Response): void {
    this.answering.add(res);
    if (this.closing) res.setHeader("connection", "close");
    res.once("close", () => {
      this.answering.delete(res);
      if (this.answering.size === 0) this.drained?.();
    });
  }

  /** Stops taking connections, waits until `deadline` (epoch ms) for every answer begun, then closes the rest. */
  async close(server: http.Server, deadline: number): Promise<void> {
    this.closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of this.answering) if (!res.headersSent) res.setHeader("connection", "close");
    if (this.answering.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.drained = resolve;
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      clearTimeout(timer);
    }
    server.closeAllConnections();
    await closed;
  }
}
