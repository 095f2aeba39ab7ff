/** The value beside a term of the plan card: the `<dd>` after the `<dt>` that reads `term`, in `container`. */
export function planFact(container: ParentNode, term: string): HTMLElement {
  const dt = Array.from(container.querySelectorAll('dt')).find(
    (candidate) => candidate.textContent?.trim() === term,
  );
  const value = dt?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return value;
}
