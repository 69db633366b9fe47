/**
 * What the site's components get for `react` inside the editor's bundle: Decap's own React (its `h`),
 * so the preview renders the site's article markup in the editor's React tree. Those components
 * create elements and read one context, the page's languages (src/hooks/usePageLanguage.ts), which has
 * no provider in the preview: as React answers a context without a provider, the shim answers its
 * default value (the preview is of a Portuguese entry). React's fragment is a registered symbol, the
 * same in every version.
 */
const createElement = (type: unknown, props?: object | null, ...children: unknown[]): unknown => {
  if (!window.h) throw new Error("Decap CMS não foi carregado.");
  return window.h(type, props, ...children);
};

const Fragment = Symbol.for("react.fragment");

interface Context<T> {
  defaultValue: T;
  Provider: (props: { value: T; children?: unknown }) => unknown;
}

const createContext = <T>(defaultValue: T): Context<T> => ({
  defaultValue,
  Provider: ({ children }) => children,
});

const useContext = <T>(context: Context<T>): T => context.defaultValue;

export { createContext, createElement, Fragment, useContext };
export default { createContext, createElement, Fragment, useContext };
