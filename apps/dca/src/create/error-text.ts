import type { FieldError, FieldKey } from '../lib/form';

/** An error shown next to a field: a client check (a key of `errors.*`), or a server answer already in words. */
export type FieldMessage = FieldError | { text: string };
export type ShownErrors = Partial<Record<FieldKey, FieldMessage>>;
export type ErrorText = (error: FieldMessage) => string;
