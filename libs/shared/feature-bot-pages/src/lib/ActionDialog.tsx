import type { ReactNode } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { Button, Modal } from '@tb/ui';
import { useRefusalMessage } from './check-messages';

export interface ActionDialogProps {
  title: string;
  description?: string;
  /** What the action does and the figures to see before confirming. */
  children: ReactNode;
  cancelLabel: string;
  /** The confirm button's words (the caller swaps them for "…ing" while busy). */
  confirmLabel: string;
  /** Close is destructive: the confirm button is the danger one. */
  danger?: boolean;
  /** Nothing to confirm yet (e.g. no close mode offered): the confirm button is off. */
  confirmDisabled?: boolean;
  /** The call is under way: the confirm button waits and the backdrop does not close the dialog. */
  busy: boolean;
  /** A refusal in words that belongs to no field (shown as an alert under the body). */
  refusal?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A bot action's dialog (close, rebalance, transfer, change settings; the
 * create pages' SummaryDialog is one too): the
 * body says what will happen with the figures known now, Cancel and the
 * confirm button below, and a refusal in words as an alert when the call
 * was turned down (the dialog stays open so the trader can read it).
 */
export function ActionDialog({ title, description, children, cancelLabel, confirmLabel, danger, confirmDisabled, busy, refusal, onConfirm, onClose }: ActionDialogProps) {
  return (
    <Modal
      open
      title={title}
      description={description}
      onClose={onClose}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {refusal ? (
        <p className="tb-bp-note tb-bp-note--danger" role="alert">
          {refusal}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * A bot action's call as its dialog runs it: `run` sends it and, when it went
 * through, calls `onDone` (close the dialog, go to the close detail); a
 * refusal stays in `refusal`, in words and with the field its check code
 * names. `trigger` is the RTK Query mutation with its body, `state` its state.
 */
export function useBotAction(
  trigger: () => Promise<{ error?: unknown } | object>,
  state: { isLoading: boolean; error?: unknown },
  onDone: () => void,
  options: Parameters<typeof useRefusalMessage>[1] = {},
) {
  const refusal = useRefusalMessage(state.error as ApiError | undefined, options);
  const run = async () => {
    const result = await trigger();
    if (!('error' in result)) onDone();
  };
  return { busy: state.isLoading, refusal, run: () => void run() };
}

/** A close confirmation's words, in the kind's language. */
export interface CloseWords {
  readonly title: string;
  readonly cancel: string;
  readonly confirm: string;
  /** The confirm button's words while the close is under way. */
  readonly closing: string;
}

export interface CloseActionDialogProps {
  readonly words: CloseWords;
  /** The kind's close call (its mutation's trigger with the bot's id). */
  readonly close: () => Promise<{ error?: unknown } | object>;
  /** The close mutation's state: under way, refused. */
  readonly state: { isLoading: boolean; error?: unknown };
  readonly onClose: () => void;
  /** The close went through: the page moves on (to the bot's close detail). */
  readonly onClosed: () => void;
  /** What closing does and what comes back, in the kind's words. */
  readonly children: ReactNode;
}

/**
 * "Close the bot" for a kind that closes at market in one step (martingale,
 * combo): the danger confirmation of the action dialog, its confirm saying
 * "closing…" while the call is under way, a refusal shown under the body, and
 * the page told once the close went through.
 */
export function CloseActionDialog({ words, close, state, onClose, onClosed, children }: CloseActionDialogProps) {
  const action = useBotAction(close, state, onClosed);
  return (
    <ActionDialog title={words.title} danger busy={action.busy} cancelLabel={words.cancel} confirmLabel={action.busy ? words.closing : words.confirm} refusal={action.refusal?.message} onConfirm={action.run} onClose={onClose}>
      {children}
    </ActionDialog>
  );
}

/**
 * A dialog's submit: runs the call (nothing when `run` gives nothing, e.g. no
 * choice made yet) and, once it went through, hands its answer to `done` (a
 * toast, dismissing the dialog, telling the page); a refusal is left to the
 * dialog, which shows it from the mutation's state.
 */
export function submitThen<R>(run: () => Promise<{ data?: R; error?: unknown }> | undefined, done: (data: R) => void): () => void {
  return () => {
    void run()?.then((outcome) => {
      if ('data' in outcome && outcome.data) done(outcome.data);
    });
  };
}
