/**
 * What the site's components get for `react` inside the editor's bundle: Decap's own React (its `h`),
 * so the preview renders the site's article markup in the editor's React tree. Those components
 * only create elements; they use no hook. React's fragment is a registered symbol, the same in
 * every version.
 */
const createElement = (type: unknown, props?: object | null, ...children: unknown[]): unknown => {
  if (!window.h) throw new Error("Decap CMS não foi carregado.");
  return window.h(type, props, ...children);
};

const Fragment = Symbol.for("react.fragment");

export { createElement, Fragment };
export default { createElement, Fragment };
