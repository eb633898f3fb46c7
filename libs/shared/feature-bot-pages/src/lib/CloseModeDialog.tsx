import { useState } from 'react';
import { ChoiceGroup, Spinner } from '@tb/ui';
import { ActionDialog } from './ActionDialog';

/** One way to close that the server offers now, in the kind's words. */
export interface CloseModeChoice {
  /** The mode's code as the close call takes it. */
  readonly value: string;
  /** The mode's name (what a screen reader reads for its radio). */
  readonly label: string;
  /** What the mode does, when the label alone does not say (spot grid's conversions). */
  readonly hint?: string;
  /** What would come back if closed now, in a sentence ("Estimated: 0.0155 BTC"). */
  readonly estimate: string;
}

/** The close-mode dialog's words, in the kind's language. */
export interface CloseModeWords {
  readonly title: string;
  readonly description: string;
  /** Names the group of modes. */
  readonly legend: string;
  readonly cancel: string;
  /** The danger button's words ("Close bot"). */
  readonly confirm: string;
  /** The spinner's name while the modes load. */
  readonly loading: string;
  /** Before a refusal's words ("The bot was not closed."). */
  readonly failed: string;
  /** Said when the server offers no mode now (a bot already closing, a position being liquidated): the confirm stays disabled and this says why. */
  readonly none: string;
}

export interface CloseModeDialogProps {
  readonly words: CloseModeWords;
  /** The modes the server offers (its close-mode call); `undefined` while they load. */
  readonly choices: readonly CloseModeChoice[] | undefined;
  /** The mode chosen until the trader picks one (spot grid: all to the quote coin); else the first offered. */
  readonly preferred?: string;
  /** The close call is under way: the confirm waits and the backdrop does not close the dialog. */
  readonly busy: boolean;
  /** The close was refused: the server's reason in words. */
  readonly refusal?: string;
  /** Close with the chosen mode (the kind's call; it tells the page once it went through). */
  readonly onConfirm: (mode: string) => void;
  readonly onClose: () => void;
}

/**
 * "Close the bot" for a kind that asks how to settle (the grids): the modes
 * the server offers now as cards, each with what it would hand back, one
 * chosen from the start, and the danger confirmation of the action dialog
 * (disabled until a mode is there). The kind supplies its mode names and
 * estimates in its words and runs the close call; the dialog the structure,
 * the choice and the states (loading, none offered, refused).
 */
export function CloseModeDialog({ words, choices, preferred, busy, refusal, onConfirm, onClose }: CloseModeDialogProps) {
  const [picked, setPicked] = useState<string | undefined>();
  const list = choices ?? [];
  const offered = (value: string | undefined) => (value !== undefined && list.some((c) => c.value === value) ? value : undefined);
  const chosen = offered(picked) ?? offered(preferred) ?? list[0]?.value;
  return (
    <ActionDialog
      title={words.title}
      description={words.description}
      danger
      busy={busy}
      cancelLabel={words.cancel}
      confirmLabel={words.confirm}
      confirmDisabled={chosen === undefined}
      refusal={refusal ? `${words.failed} ${refusal}` : undefined}
      onConfirm={() => {
        if (chosen !== undefined) onConfirm(chosen);
      }}
      onClose={onClose}
    >
      {choices === undefined ? (
        <Spinner label={words.loading} />
      ) : list.length === 0 ? (
        <p role="status">{words.none}</p>
      ) : (
        <ChoiceGroup<string>
          look="cards"
          legend={words.legend}
          value={chosen}
          onChange={setPicked}
          options={list.map((choice) => ({
            value: choice.value,
            label: choice.label,
            description: (
              <>
                {choice.hint ? <span className="tb-bp-block">{choice.hint}</span> : null}
                <span className="tb-bp-small" dir="auto">
                  {choice.estimate}
                </span>
              </>
            ),
          }))}
        />
      )}
    </ActionDialog>
  );
}
