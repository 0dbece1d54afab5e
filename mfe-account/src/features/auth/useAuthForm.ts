import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@site/shared/toast';
import { hasErrors, type FieldErrors } from './authValidation';

/**
 * State of a sign-in or sign-up form: values, the errors shown by each field (after a submit,
 * cleared as the field is edited), the busy flag, and focus on the first field in error.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<keyof T, HTMLInputElement | null>>>({});

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Checks the form; on errors, shows them and moves focus to the first one. */
  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) return true;
    const first = (Object.keys(initial) as (keyof T)[]).find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
    return false;
  };

  /** Runs the request with the form busy; an unexpected failure becomes the usual error toast. */
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      console.error('[account] authentication request failed', error);
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  /** Empties the fields (a password once set is not left in them to be sent again). */
  const reset = () => setValues(initial);

  return { values, errors, busy, field, check, run, setErrors, reset };
}
