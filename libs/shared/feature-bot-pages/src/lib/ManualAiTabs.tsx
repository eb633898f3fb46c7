import { Suspense, type ReactNode } from 'react';
import { Button, Spinner, Tabs } from '@tb/ui';
import { GuidedStart, type TraderExperience } from './experience';

export type ManualOrAi = 'manual' | 'ai';

export interface ManualAiTabsProps {
  /** The tab list's accessible name and the two tabs' names. */
  readonly label: string;
  readonly manualLabel: string;
  readonly aiLabel: string;
  /** The tab shown, and the trader's choice of another. */
  readonly tab: ManualOrAi;
  readonly onTab: (tab: ManualOrAi) => void;
  /** False while the starting tab waits for the trader's experience (`startingTab` answered null): a spinner. */
  readonly decided: boolean;
  readonly experience: TraderExperience;
  /** The spinner's words while a panel loads. */
  readonly loadingLabel: string;
  /** The AI proposals (lazy: they load when shown) and the manual form. */
  readonly ai: ReactNode;
  readonly manual: ReactNode;
}

/**
 * The create pages' two ways to set a bot up (issue 28: one piece for every
 * kind): the manual form, or the AI's proposals — a fresh trader's first
 * tab, with the guided start above them and its way back to the manual form.
 */
export function ManualAiTabs({ label, manualLabel, aiLabel, tab, onTab, decided, experience, loadingLabel, ai, manual }: ManualAiTabsProps) {
  return (
    <Tabs<ManualOrAi>
      label={label}
      value={tab}
      onChange={onTab}
      items={[
        { key: 'manual', label: manualLabel },
        { key: 'ai', label: aiLabel },
      ]}
    >
      {tab === 'ai' ? (
        <Suspense fallback={<Spinner label={loadingLabel} />}>
          {experience === 'fresh' ? <GuidedStart onManual={() => onTab('manual')} /> : null}
          {ai}
        </Suspense>
      ) : !decided ? (
        <Spinner label={loadingLabel} />
      ) : (
        manual
      )}
    </Tabs>
  );
}

export interface FormEndProps {
  /** What belongs to no field (a verdict on the whole form, a refusal of the create call, the summary), each an alert. */
  readonly alerts: readonly string[];
  readonly submitLabel: string;
  /** Said under the button to a visitor (not logged in); nothing otherwise. */
  readonly loginHint?: string;
}

/** A create form's last lines: its alerts, the submit button and, for a visitor, the hint to log in. */
export function FormEnd({ alerts, submitLabel, loginHint }: FormEndProps) {
  return (
    <>
      {alerts.map((text) => (
        <p key={text} className="tb-field__error" role="alert">
          {text}
        </p>
      ))}
      <Button type="submit" variant="primary" size="lg" block>
        {submitLabel}
      </Button>
      {loginHint ? <p className="tb-field__hint">{loginHint}</p> : null}
    </>
  );
}
