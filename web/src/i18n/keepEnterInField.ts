// Enter in a date or time field takes the typed value (the picker commits it first); it must not also
// submit the form around the field, which would save a whole screen half filled in.
import type { KeyboardEvent } from "react";

export function keepEnterInField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === "Enter") event.preventDefault();
}
