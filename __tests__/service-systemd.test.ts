/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The service's systemd units (deploy/systemd/) keep the sandbox they were written with: systemd's own
 * rating, `systemd-analyze security --offline=yes`, which reads a unit file without a running systemd,
 * stays at 4.0 or less (0 is a unit that can do nothing, 10 one that can do anything). It needs
 * `systemd-analyze` (Debian package `systemd`, a prerequisite in the README, which CI installs).
 */
const UNITS = ["evolucao-servico.service", "evolucao-mensagens-limpar.service", "evolucao-mensagens-copia.service"];
const MAX_EXPOSURE = 4.0;

function exposure(unit: string): number {
  const file = path.resolve(__dirname, "..", "deploy", "systemd", unit);
  const result = spawnSync("systemd-analyze", ["security", "--offline=yes", "--no-pager", file], {
    encoding: "utf8",
  });
  if (result.error) throw result.error;
  const match = /Overall exposure level for .+?: (\d+(?:\.\d+)?)/.exec(`${result.stdout}${result.stderr}`);
  if (!match) throw new Error(`systemd-analyze gave no rating for ${unit}:\n${result.stdout}${result.stderr}`);
  return Number(match[1]);
}

describe("the service's systemd units", () => {
  it("have systemd-analyze to rate them (Debian: apt-get install systemd)", () => {
    expect(spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" }).error).toBeUndefined();
  });

  it.each(UNITS)("%s is rated at most 4.0 by systemd-analyze security", (unit) => {
    expect(exposure(unit)).toBeLessThanOrEqual(MAX_EXPOSURE);
  });
});
