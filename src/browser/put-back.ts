/**
 * For a part of the page hydrated after the page (src/browser/island-gate.ts): its markup put back as
 * the server wrote it when a page translator has rewritten its text in the meantime.
 */

const FIELDS = "input, textarea, select";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts a part's markup back as the server wrote it (`html`, the element's inner HTML then), carrying
 * over what the visitor did to the markup it replaces: the fields' values, the focus and the caret, and
 * the element of a held press or send, whose counterpart it returns.
 *
 * Only the element children of `element` are rewritten (their attributes and everything inside them),
 * never the nodes beside them: React marks where its Suspense boundary starts and ends with nodes of
 * its own, and hydrates what lies between them. The translator translates the text again, as it does
 * any text added to the page.
 */
export function putBack<T extends HTMLElement>(element: HTMLElement, html: string, held: T | null): T | null {
  const fields = [...element.querySelectorAll<Field>(FIELDS)];
  const states = fields.map((field) => ({
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const focused = fields.findIndex((field) => field === document.activeElement);
  const caret = focused >= 0 && "selectionStart" in fields[focused] ? fields[focused].selectionStart : null;
  const heldIndex = held ? [...element.querySelectorAll(held.tagName)].indexOf(held) : -1;

  const template = document.createElement("template");
  template.innerHTML = html;
  const written = [...template.content.children];
  const current = [...element.children];
  // A translator rewrites text inside elements; a markup of another shape is left to React, which
  // renders such a part anew rather than adopt it.
  if (written.length !== current.length) return held;
  current.forEach((live, index) => {
    const original = written[index];
    for (const { name } of [...live.attributes]) if (!original.hasAttribute(name)) live.removeAttribute(name);
    for (const { name, value } of [...original.attributes]) live.setAttribute(name, value);
    live.replaceChildren(...original.childNodes);
  });

  const fresh = [...element.querySelectorAll<Field>(FIELDS)];
  fresh.forEach((field, index) => {
    const state = states[index];
    if (!state || (field instanceof HTMLInputElement && field.type === "file")) return;
    field.value = state.value;
    if (field instanceof HTMLInputElement) field.checked = state.checked;
  });
  const refocus = fresh[focused];
  if (refocus) {
    refocus.focus();
    if (caret !== null && "setSelectionRange" in refocus) refocus.setSelectionRange(caret, caret);
  }
  return held && heldIndex >= 0 ? (element.querySelectorAll<T>(held.tagName)[heldIndex] ?? null) : null;
}
