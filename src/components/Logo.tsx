import React, { useId } from "react";
import * as styles from "./Logo.module.css";

interface LogoProps {
  size?: number;
  className?: string;
}

/** The institute's mark: a rising sun over a lotus, in the brand's gold gradient. Decorative. */
export function Logo({ size = 40, className }: LogoProps) {
  const gradientId = useId();
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" className={styles.light} />
          <stop offset="55%" className={styles.middle} />
          <stop offset="100%" className={styles.deep} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="24" r="11" fill={`url(#${gradientId})`} />
      <path
        d="M32 58c-4-6-14-9-22-8 2 7 11 11 22 8zm0 0c4-6 14-9 22-8-2 7-11 11-22 8zm0 0c-7-7-8-16-4-22 5 4 6 14 4 22zm0 0c7-7 8-16 4-22-5 4-6 14-4 22z"
        fill={`url(#${gradientId})`}
      />
    </svg>
  );
}
