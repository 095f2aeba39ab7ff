type ClassName = string | false | null | undefined;

/** Joins the truthy class names. */
export function cx(...classNames: ClassName[]): string {
  return classNames.filter(Boolean).join(' ');
}
