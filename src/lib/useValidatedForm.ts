import { useState } from 'react';

export type FormValues<TField extends string> = Record<TField, string>;
export type FormErrors<TField extends string> = Partial<Record<TField, string>>;

interface ValidatedFormOptions {
  /** Runs on every edit, e.g. to clear a server error the edit may have fixed. */
  onEdit?: () => void;
}

/**
 * Controlled text fields with client-side validation. A field shows its error once the user has
 * left it (blur) or tried to submit; from then on the error follows every keystroke, so it
 * disappears as soon as the value is fixed. `validate` sees all values, so a cross-field rule
 * (confirm password) is rechecked whenever either field changes.
 */
export function useValidatedForm<TField extends string>(
  initialValues: FormValues<TField>,
  validate: (values: FormValues<TField>) => FormErrors<TField>,
  { onEdit }: ValidatedFormOptions = {},
) {
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<Partial<Record<TField, boolean>>>({});
  const errors = validate(values);

  const errorOf = (field: TField) => (visited[field] ? errors[field] : undefined);

  /** Props for a TextField / PasswordField bound to `field`. */
  const fieldProps = (field: TField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      onEdit?.();
    },
    onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
    // Left undefined while the value passes, so an error the server gave this field (React Aria
    // Form's validationErrors, matched by name) shows until the user changes it.
    isInvalid: errorOf(field) ? true : undefined,
    errorMessage: errorOf(field),
  });

  /** Shows every field's error and says whether the form may be sent. */
  const validateAll = (): boolean => {
    const allFields = Object.keys(values) as TField[];
    setVisited(Object.fromEntries(allFields.map((field) => [field, true])) as Record<TField, boolean>);
    return allFields.every((field) => !errors[field]);
  };

  return { values, fieldProps, validateAll };
}
