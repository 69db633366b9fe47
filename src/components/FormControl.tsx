import React from "react";
import { CONSENT_VALUE, type FormField } from "../shared/forms";

const INPUT_TYPES = { line: "text", phone: "tel", email: "email" } as const;

interface FormControlProps {
  /** The field as its form's definition has it (src/shared/forms.ts). */
  field: FormField;
  id: string;
  className?: string;
}

/** The input of one field of a form, with the name, type, bounds and hints of its definition. */
export function FormControl({ field, id, className }: FormControlProps) {
  const common = { id, name: field.name, required: field.required, className };
  switch (field.kind) {
    case "text":
      return <textarea {...common} rows={field.rows} maxLength={field.maxLength} />;
    case "consent":
      return <input {...common} type="checkbox" value={CONSENT_VALUE} />;
    default:
      return (
        <input
          {...common}
          type={INPUT_TYPES[field.kind]}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
        />
      );
  }
}
