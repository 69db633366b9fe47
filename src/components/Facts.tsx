import React from "react";
import * as styles from "./Facts.module.css";

interface FactsProps {
  items: readonly (readonly [label: string, value: React.ReactNode])[];
}

/** The short label/value list of a course or book card (duration, pages, status...). */
export function Facts({ items }: FactsProps) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
