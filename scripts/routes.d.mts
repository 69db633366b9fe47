export declare const SAMPLE_ROUTES: readonly string[];
export declare const DELAYED_ROUTES: readonly string[];
export interface Viewport {
  width: number;
  height: number;
}
export declare const DESKTOP: Viewport;
export declare const PHONE: Viewport;
export declare const VIEWPORTS: readonly { name: string; size: Viewport }[];
