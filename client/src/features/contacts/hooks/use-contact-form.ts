import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactFieldOrder,
  contactFormChanged,
  contactFormValues,
  validateContactForm,
  type ContactForForm,
  type ContactFormProblems,
  type ContactFormValues,
} from '../contact-form';

/** What the editor's field sections read and call: the values, their problems and the changes. */
export interface ContactFormFields {
  values: ContactFormValues;
  problems: ContactFormProblems;
  /** The translated problem of the field at `path`, or null. */
  message: (path: string) => string | null;
  /** Changes values; the server's problems under `paths` (default: the changed keys) are cleared. */
  change: (next: Partial<ContactFormValues>, paths?: string[]) => void;
  /** A ref callback that files the field's element under its path, for focusing problems. */
  register: (path: string) => (element: HTMLElement | null) => void;
  /** Focuses the field at `path` once it is rendered (a row just added). */
  focusSoon: (path: string) => void;
}

/**
 * The contact editor's form state: what was typed (never lost on a failure), the form's own checks once
 * a save was attempted, and the server's field problems until their fields change.
 */
export function useContactForm(contact: ContactForForm) {
  const { t } = useTranslation();
  const [initial] = useState(() => contactFormValues(contact));
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ContactFormProblems>({});
  const [summary, setSummary] = useState(false);
  // Each field's element by path (a stable Map, filled by ref callbacks).
  const [elements] = useState(() => new Map<string, HTMLElement>());

  const problems: ContactFormProblems = {
    ...serverProblems,
    ...(attempted ? validateContactForm(values) : {}),
  };

  const focusFirst = (found: ContactFormProblems) => {
    const path = contactFieldOrder(values).find((candidate) => found[candidate] !== undefined);
    if (path) elements.get(path)?.focus();
  };

  const fields: ContactFormFields = {
    values,
    problems,
    message: (path) => {
      const problem = problems[path];
      return problem ? t(`contacts.validation.${problem}`) : null;
    },
    change: (next, paths = Object.keys(next)) => {
      setValues((previous) => ({ ...previous, ...next }));
      setSummary(false);
      const touched = (key: string) => paths.some((path) => key.startsWith(path));
      if (Object.keys(serverProblems).some(touched)) {
        setServerProblems((previous) =>
          Object.fromEntries(Object.entries(previous).filter(([key]) => !touched(key))),
        );
      }
    },
    register: (path) => (element) => {
      if (element) elements.set(path, element);
      else elements.delete(path);
    },
    focusSoon: (path) => requestAnimationFrame(() => elements.get(path)?.focus()),
  };

  return {
    fields,
    dirty: contactFormChanged(initial, values),
    /** "Some fields need attention" after the server refused fields; cleared by the next change. */
    summary,
    /** Runs the form's own checks; false (and the first problem focused) when something is wrong. */
    check: (): boolean => {
      setAttempted(true);
      const found = validateContactForm(values);
      if (Object.keys(found).length === 0) return true;
      focusFirst(found);
      return false;
    },
    /** Puts the server's field problems on their fields and focuses the first. */
    showServerProblems: (found: ContactFormProblems) => {
      setServerProblems(found);
      setSummary(Object.keys(found).length > 0);
      focusFirst(found);
    },
  };
}
