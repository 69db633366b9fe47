/**
 * For a part of the page brought to life after the page (src/components/Island.tsx): its markup put
 * back as the server wrote it when a page translator has rewritten its text in the meantime.
 */

const FIELDS = "input, textarea, select";

/**
 * Puts an island's markup back as the server wrote it, carrying over what the visitor did to the one
 * it replaces: the fields' values, the focus and the caret, and the element of a held press or send.
 * The translator translates the text again, as it does any text added to the page.
 */
export function putBack<T extends HTMLElement>(element: HTMLElement, html: string, held: T | null): T | null {
  const fields = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)];
  const states = fields.map((field) => ({
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const focused = fields.findIndex((field) => field === document.activeElement);
  const caret = focused >= 0 && "selectionStart" in fields[focused] ? fields[focused].selectionStart : null;
  const heldIndex = held ? [...element.querySelectorAll(held.tagName)].indexOf(held) : -1;

  element.innerHTML = html;
  const fresh = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)];
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
