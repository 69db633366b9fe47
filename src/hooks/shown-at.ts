import { createContext } from "react";

/**
 * When a form was shown, for a form brought to life after the page (src/components/Island.tsx): the
 * page's hydration, not the moment its code arrived. Null in the page's own root.
 */
export const ShownAtContext = createContext<number | null>(null);
