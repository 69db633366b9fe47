import React from "react";
import { act, render, screen } from "@testing-library/react";
import { loadOnce, loadOnceByKey } from "../src/browser/load-once";
import { useAsync } from "../src/hooks/useAsync";

/** A promise settled from the outside, to hold a download in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("loadOnce", () => {
  it("shares one download among its callers and keeps what it brought", async () => {
    const load = jest.fn(() => Promise.resolve("módulo"));
    const loader = loadOnce(load);
    expect(loader.loaded()).toBeUndefined();
    await expect(Promise.all([loader(), loader()])).resolves.toEqual(["módulo", "módulo"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe("módulo");
  });

  it("forgets a failure, so that the next call downloads again", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("módulo");
    const loader = loadOnce<string>(load);
    await expect(loader()).rejects.toThrow("offline");
    expect(loader.loaded()).toBeUndefined();
    await expect(loader()).resolves.toBe("módulo");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps one download per key", async () => {
    const load = jest.fn((page: number) => Promise.resolve(page * 10));
    const loader = loadOnceByKey(load);
    await Promise.all([loader(1), loader(1), loader(2)]);
    expect(load.mock.calls).toEqual([[1], [2]]);
    expect(loader.loaded(2)).toBe(20);
  });
});

function Probe({ id, load }: { id: string | null; load: (id: string, signal: AbortSignal) => Promise<string> }) {
  const { state, retry } = useAsync(id, (signal) => load(id ?? "", signal));
  return (
    <>
      <p>{state.status === "ready" ? `pronto: ${state.value}` : state.status}</p>
      <button type="button" onClick={retry}>
        de novo
      </button>
    </>
  );
}

describe("useAsync", () => {
  it("asks nothing for no key, then says loading until the answer comes", async () => {
    const answer = deferred<string>();
    const load = jest.fn(() => answer.promise);
    const { rerender } = render(<Probe id={null} load={load} />);
    expect(screen.getByText("idle")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe id="a" load={load} />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => answer.resolve("A"));
    expect(screen.getByText("pronto: A")).toBeInTheDocument();
  });

  it("drops a slow answer for a key it has left, and aborts its signal", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const load = (id: string, signal: AbortSignal) => {
      signals.push(signal);
      return id === "a" ? first.promise : second.promise;
    };
    const { rerender } = render(<Probe id="a" load={load} />);
    rerender(<Probe id="b" load={load} />);
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => second.resolve("B"));
    await act(async () => first.resolve("A"));
    expect(screen.getByText("pronto: B")).toBeInTheDocument();
  });

  it("says error when the load fails, and loads again on retry", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("A");
    render(<Probe id="a" load={load} />);
    expect(await screen.findByText("error")).toBeInTheDocument();
    await act(async () => screen.getByRole("button", { name: "de novo" }).click());
    expect(await screen.findByText("pronto: A")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
