import type { ServiceConfig } from "../config";
import { backup, restore } from "./copies";
import { showData } from "./person-data";
import { eraseData } from "./person-erasure";

/**
 * The institute's operations on the store, as commands of `npm run mensagens` (../cli.ts, which runs them
 * before it opens the store: `restaurar` must not create one): docs/operations.md.
 */
export const OPERATION_COMMANDS =
  "backup <arquivo> | --pasta=<pasta>, restaurar <arquivo>, dados <e-mail> [--json], apagar <e-mail> [--sim]";

export const OPERATIONS = new Map<
  string,
  (args: string[], out: (text: string) => void, config: ServiceConfig) => number | Promise<number>
>([
  ["backup", backup],
  ["restaurar", restore],
  ["dados", showData],
  ["apagar", eraseData],
]);
