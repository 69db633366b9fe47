import { TextEncoder } from "node:util";
import "@testing-library/jest-dom";

// jsdom does no layout, so it has no scrollIntoView; the components only use it to keep the active
// option in view. (Node-environment suites have no Element at all.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView = jest.fn();

// jsdom lacks TextEncoder, which React's server renderer needs; the hydration test pre-renders a page.
if (typeof globalThis.TextEncoder === "undefined") globalThis.TextEncoder = TextEncoder;
