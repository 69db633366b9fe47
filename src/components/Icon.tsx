import React from "react";

const PATHS = {
  book: "M4 5a2 2 0 0 1 2-2h5v16H6a2 2 0 0 0-2 2V5zm16 0a2 2 0 0 0-2-2h-5v16h5a2 2 0 0 1 2 2V5z",
  cap: "M12 3 1 8.5 12 14l9-4.5V16h2V8.5L12 3zm-6 9.3V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.7L12 15.3 6 12.3z",
  library: "M3 4h4v16H3V4zm5 0h4v16H8V4zm5.5.8 3.9-1 4.1 15.5-3.9 1L13.5 4.8z",
} as const;

export type IconName = keyof typeof PATHS;

/** Small decorative pictograms (system fonts here have no emoji, so they are drawn). */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
