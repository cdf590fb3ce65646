import { useId, type ReactNode } from "react";
import { useFieldMessages } from "./field-context";
import type { FieldA11y } from "./field-frame";
import "./fields.css";

// A control named by its own aria-label (a cell of a table whose header names the column) with the
// error under it, tied to it as a labelled field's is.
export function InlineField({ path, children }: { path: string; children: (a11y: FieldA11y) => ReactNode }) {
  const id = useId();
  const error = useFieldMessages().messageAt(path);
  return (
    <div className="cf-field" data-path={path}>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="cf-error">
          {error}
        </p>
      )}
    </div>
  );
}
