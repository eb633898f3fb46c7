import { useCallback } from 'react';
import { useNumberProblemText } from '@tb/ui';
import { useDcaT } from '../i18n';
import type { FieldError, FieldKey } from './form';

/** An error shown next to a field: a client check (a key of `errors.*` or a number problem), or a server answer already in words. */
export type FieldMessage = FieldError | { text: string };
export type ShownErrors = Partial<Record<FieldKey, FieldMessage>>;
export type ErrorText = (error: FieldMessage) => string;

/** The words of a field's error in the page's language. */
export function useErrorText(): ErrorText {
  const t = useDcaT();
  const numberText = useNumberProblemText();
  return useCallback((error: FieldMessage) => ('text' in error ? error.text : 'problem' in error ? numberText(error.problem) : t(`errors.${error.key}`, error.params)), [t, numberText]);
}
