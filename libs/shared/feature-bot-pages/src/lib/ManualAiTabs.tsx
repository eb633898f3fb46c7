import { Suspense, useState, type ReactNode } from 'react';
import { Button, Spinner, Tabs } from '@tb/ui';
import { GuidedStart, startingTab, useTraderExperience, type TraderExperience } from './experience';

export type ManualOrAi = 'manual' | 'ai';

/** The tabs' state: the tab shown, the trader's choice, whether the start is decided, and the trader's experience. */
export interface ManualAiState {
  readonly tab: ManualOrAi;
  readonly setTab: (tab: ManualOrAi) => void;
  /** False while the starting tab waits for the trader's experience (`startingTab` answered null). */
  readonly decided: boolean;
  readonly experience: TraderExperience;
}

/**
 * Which tab a create page opens on: a fresh trader (no bot yet) on the AI
 * proposals, a copy on the manual form (`copying`); the trader's own choice wins.
 */
export function useManualAiTabs(copying: boolean): ManualAiState {
  const experience = useTraderExperience();
  const [chosen, setTab] = useState<ManualOrAi | null>(null);
  const start = startingTab<ManualOrAi>(chosen, experience, { ai: 'ai', manual: 'manual', copying });
  return { tab: start ?? 'manual', setTab, decided: start !== null, experience };
}

export interface ManualAiTabsProps {
  /** The tab list's accessible name, the two tabs' names and the spinner's words while a panel loads. */
  readonly labels: { readonly label: string; readonly manual: string; readonly ai: string; readonly loading: string };
  readonly state: ManualAiState;
  /** The AI proposals (lazy: they load when shown) and the manual form. */
  readonly ai: ReactNode;
  readonly manual: ReactNode;
}

/**
 * The create pages' two ways to set a bot up (issue 28: one piece for every
 * kind): the manual form, or the AI's proposals — a fresh trader's first
 * tab, with the guided start above them and its way back to the manual form.
 */
export function ManualAiTabs({ labels, state, ai, manual }: ManualAiTabsProps) {
  const { tab, setTab, decided, experience } = state;
  return (
    <Tabs<ManualOrAi>
      label={labels.label}
      value={tab}
      onChange={setTab}
      items={[
        { key: 'manual', label: labels.manual },
        { key: 'ai', label: labels.ai },
      ]}
    >
      {tab === 'ai' ? (
        <Suspense fallback={<Spinner label={labels.loading} />}>
          {experience === 'fresh' ? <GuidedStart onManual={() => setTab('manual')} /> : null}
          {ai}
        </Suspense>
      ) : !decided ? (
        <Spinner label={labels.loading} />
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

export interface VisitorBannerProps {
  /** What a visitor may do here (read, not create). */
  readonly text: string;
  readonly logInLabel: string;
  readonly onLogIn: () => void;
  /** The kind's banner look. */
  readonly className: string;
}

/** A create page's note to a visitor (not logged in): the page is read-only until they log in, with the button that does. */
export function VisitorBanner({ text, logInLabel, onLogIn, className }: VisitorBannerProps) {
  return (
    <div className={className} role="note">
      <span>{text}</span>
      <Button size="sm" variant="primary" onClick={onLogIn}>
        {logInLabel}
      </Button>
    </div>
  );
}
