import { useSyncExternalStore } from "react";
import { librasStatus, subscribeToLibras, type LibrasStatus } from "../browser/libras-state";

/** The pre-rendered page has Libras off: a visitor's choice applies once the page runs. */
const serverStatus = (): LibrasStatus => "off";

/** Where Libras stands on this page (src/browser/libras-state.ts). */
export function useLibras(): LibrasStatus {
  return useSyncExternalStore(subscribeToLibras, librasStatus, serverStatus);
}
