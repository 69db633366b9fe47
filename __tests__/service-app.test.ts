/**
 * @jest-environment node
 */
import net from "node:net";
import Fastify from "fastify";
import { buildApp } from "../src/service/app";
import { readConfig } from "../src/service/config";
import { healthRoute } from "../src/service/health";
import { startService } from "../src/service/server";
import { StoreInUse } from "../src/service/guard";
import { lanes } from "../src/service/plugins";
import { testServiceSettings } from "../e2e/support/processes";
import { scratchStore } from "./fixtures/scratch-store";

/**
 * The service as Fastify composes an application (src/service/app.ts): built alone, without listening, it
 * has every route; what it holds are decorators (src/service/plugins.ts) that name the plugins they need;
 * and its one close() lets go of all of it, in order, so that another service can take the store. No mail
 * server: an app that does not listen never sends (its lanes start once it listens).
 */
const { dir } = scratchStore("app-");
const settings = () => testServiceSettings(dir(), "smtp://127.0.0.1:9?tls=off");
const quiet = { log: () => undefined };

describe("the app built alone", () => {
  it("answers the health route, as every other route, without listening", async () => {
    const app = await buildApp(readConfig(settings()), quiet);
    try {
      const health = await app.inject({ method: "GET", url: "/mensagens/saude" });
      expect([health.statusCode, health.json<{ estado: string }>().estado]).toEqual([200, "ok"]);
      expect((await app.inject({ method: "GET", url: "/mensagens/" })).statusCode).toBe(405);
    } finally {
      await app.close();
    }
  });
});

describe("app.close()", () => {
  it("stops the newsletter's queue, then the lanes, then closes the store, then lets go of its guard: another service takes the store", async () => {
    const app = await buildApp(readConfig(settings()), quiet);
    const { now, editions } = app.lanes;
    if (!now || !editions) throw new Error("a lane is missing");
    const steps = [
      jest.spyOn(app.requests, "stop"),
      jest.spyOn(now, "stop"),
      jest.spyOn(editions, "stop"),
      jest.spyOn(app.store, "close"),
      jest.spyOn(app.guard, "release"),
    ];
    // Held: a second app on the same store is refused.
    await expect(buildApp(readConfig(settings()), quiet)).rejects.toThrow(StoreInUse);

    await app.close();
    const order = steps.map((step) => step.mock.invocationCallOrder);
    expect(order.map((calls) => calls.length)).toEqual([1, 1, 1, 1, 1]);
    const [queue, nowLane, editionsLane, store, guard] = order.map(([call]) => call);
    expect(Math.max(nowLane, editionsLane)).toBeLessThan(store);
    expect([queue < Math.min(nowLane, editionsLane), store < guard]).toEqual([true, true]);
    expect(app.store.db.open).toBe(false);

    const next = await buildApp(readConfig(settings()), quiet);
    try {
      expect((await next.inject({ method: "GET", url: "/mensagens/saude" })).statusCode).toBe(200);
    } finally {
      await next.close();
    }
  });
});

describe("a start that fails", () => {
  /** A new app on the same store answers: nothing of the store was left held by the one that failed. */
  async function storeIsFree() {
    const next = await buildApp(readConfig(settings()), quiet);
    try {
      expect((await next.inject({ method: "GET", url: "/mensagens/saude" })).statusCode).toBe(200);
    } finally {
      await next.close();
    }
  }

  it("lets go of what its plugins took when a later one fails", async () => {
    let failing: typeof buildApp = buildApp;
    jest.isolateModules(() => {
      jest.doMock("../src/service/health", () => ({
        healthRoute: async () => {
          throw new Error("rota quebrada");
        },
      }));
      ({ buildApp: failing } = jest.requireActual<typeof import("../src/service/app")>("../src/service/app"));
    });
    await expect(failing(readConfig(settings()), quiet)).rejects.toThrow("rota quebrada");
    await storeIsFree();
  });

  it("lets go of the store when its port is in use", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = taken.address() as net.AddressInfo;
      await expect(startService({ ...readConfig(settings()), port }, quiet)).rejects.toMatchObject({
        code: "EADDRINUSE",
      });
      await storeIsFree();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe("the decorators", () => {
  it("name the plugins they need: the lanes, registered without the store, are refused", async () => {
    const app = Fastify();
    try {
      await expect(app.register(lanes, { config: readConfig(settings()), log: () => undefined })).rejects.toThrow(
        "The dependency 'store' of plugin 'lanes' is not registered",
      );
    } finally {
      await app.close();
    }
  });

  it("are named by the routes' plugins too: the health route, registered without the store, is refused by name", async () => {
    const app = Fastify();
    try {
      await expect(
        app.register(healthRoute, { config: readConfig(settings()), log: () => undefined }),
      ).rejects.toMatchObject({
        code: "FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE",
        message: "The decorator 'store' required by 'health' is not present in Fastify",
      });
    } finally {
      await app.close();
    }
  });
});
