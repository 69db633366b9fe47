export declare const SAMPLE_ROUTES: readonly string[];
export declare const DELAYED_ROUTES: readonly string[];
