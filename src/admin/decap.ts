/**
 * The part of Decap CMS's global API (window.CMS, from its self-contained bundle) the editor uses.
 * The bundle carries its own React; elements for it are made with its `h` (window.h).
 */

/** An Immutable.js map as Decap hands entries over; only what the editor reads of it. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

/** An Immutable.js list (the collection's fields); only what the editor reads of it. */
interface ImmutableList<T> {
  find(predicate: (item: T) => boolean): T | undefined;
}

export interface PreviewProps {
  entry: ImmutableMap;
  fields: ImmutableList<ImmutableMap>;
  widgetFor: (name: string) => unknown;
  /** A file the entry names, resolved in the media folder of `field` (the collection's own, if given). */
  getAsset: (path: string, field?: ImmutableMap) => { toString(): string } | undefined;
}

export interface SaveEvent {
  entry: ImmutableMap;
}

export interface DecapCms {
  init(options: { config: object }): void;
  /** The phrases of a locale Decap carries (`pt`), to build on. */
  getLocale(name: string): unknown;
  /** Replaces a locale's phrases whole. */
  registerLocale(name: string, phrases: object): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
  /** A handler may be async: Decap waits for it, and a rejection refuses the save. */
  registerEventListener(listener: { name: "preSave"; handler: (event: SaveEvent) => unknown }): void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    /** Read by the bundle when it loads: the editor starts it itself, once the collections are registered. */
    CMS_MANUAL_INIT?: boolean;
    h?: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
  }
}
