import { useState, type ReactNode } from 'react';
import { ActionDialog } from './ActionDialog';

/** A settings dialog's words, in the kind's language. */
export interface SettingsWords {
  readonly title: string;
  readonly description?: string;
  readonly cancel: string;
  readonly save: string;
  /** The save button's words while the change is under way. */
  readonly saving: string;
  /** Said when Save was pressed with nothing changed. */
  readonly nothing: string;
}

export interface SettingsDialogProps<B> {
  readonly words: SettingsWords;
  /** The change request for what differs from the bot now; `null` when nothing does (then nothing is sent). */
  readonly bodyOf: () => B | null;
  /** The kind's change call (its mutation's trigger). */
  readonly save: (body: B) => Promise<{ error?: unknown } | object>;
  /** The change call is under way. */
  readonly busy: boolean;
  /** A refusal that belongs to no field, in words (the fields show their own). */
  readonly refusal?: string;
  /** Closes the dialog (also once the change went through). */
  readonly onClose: () => void;
  /** The fields of what may change. */
  readonly children: ReactNode;
}

/**
 * "Change settings" of a running bot (martingale, combo): the kind's fields,
 * Save sending only what changed — or saying that nothing did — and the
 * dialog closing once the change went through; a refusal stays open to read
 * (at its field by the kind, or under the fields here).
 */
export function SettingsDialog<B>({ words, bodyOf, save, busy, refusal, onClose, children }: SettingsDialogProps<B>) {
  const [nothing, setNothing] = useState(false);
  const submit = async () => {
    const body = bodyOf();
    setNothing(body === null);
    if (body === null) return;
    const result = await save(body);
    if (!('error' in result)) onClose();
  };
  return (
    <ActionDialog title={words.title} description={words.description} busy={busy} cancelLabel={words.cancel} confirmLabel={busy ? words.saving : words.save} refusal={refusal} onConfirm={() => void submit()} onClose={onClose}>
      {children}
      {nothing ? (
        <p className="tb-bp-note" role="alert">
          {words.nothing}
        </p>
      ) : null}
    </ActionDialog>
  );
}
