import type { FormEvent } from "react";

/** After a failed submit, focus goes to the first field with a problem (by its name attribute). */
export function focusField(event: FormEvent<HTMLFormElement>, name: string): void {
  const element = event.currentTarget.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
