import { Suspense, useState, type ReactNode } from 'react';
import { Link, useArea, useNavigate } from '@tb/router';
import { Button } from '@tb/ui';

/** What a detail page's dialog is given: which action, how to dismiss it, and what to do once the bot closed. */
export interface BotDialogSlot<K extends string> {
  readonly kind: K;
  readonly onClose: () => void;
  /** The close went through: the page moves to the bot's close detail. */
  readonly onClosed: () => void;
}

/** What a kind's detail dialogs are given: the open slot (`useBotDialog().dialog`) and the bot's detail they act on. */
export type BotDetailDialogProps<K extends string, Detail> = BotDialogSlot<K> & { readonly detail: Detail };

/**
 * A detail page's action dialogs: `open(kind)` from the action buttons, and
 * `dialog(render)` where the open one stands — rendered in a Suspense
 * boundary, so a kind's dialogs can be a lazily loaded chunk that comes with
 * the first open. A close that went through leads to the close detail.
 */
export function useBotDialog<K extends string>(botId: string) {
  const [kind, setKind] = useState<K | null>(null);
  const area = useArea();
  const navigate = useNavigate();
  const onClose = () => setKind(null);
  const onClosed = () => navigate(area.path('close-detail', botId));
  const dialog = (render: (slot: BotDialogSlot<K>) => ReactNode) => (kind ? <Suspense fallback={null}>{render({ kind, onClose, onClosed })}</Suspense> : null);
  return { open: (next: K) => setKind(next), dialog };
}

/** One of a detail page's actions: the dialog it opens and its button's words. */
export interface DetailAction<K extends string> {
  readonly kind: K;
  readonly label: string;
  /** The main action is `primary`; closing the bot is `danger`. */
  readonly variant?: 'primary' | 'danger';
}

/**
 * A detail page's action bar, a group named `label`: while the bot runs, a
 * button per action (each opens its dialog, `useBotDialog().open`), then the
 * copy links (`copy`), which stay once it has closed.
 */
export function DetailActions<K extends string>({ label, live, actions, onAction, copy }: { label: string; live: boolean; actions: ReadonlyArray<DetailAction<K>>; onAction: (kind: K) => void; copy: ReactNode }) {
  return (
    <div className="tb-bp-actions" role="group" aria-label={label}>
      {live
        ? actions.map((a) => (
            <Button key={a.kind} variant={a.variant} onClick={() => onAction(a.kind)}>
              {a.label}
            </Button>
          ))
        : null}
      {copy}
    </div>
  );
}

/** Above a closed bot's detail: that it has closed (a status), with the way to its close detail. */
export function ClosedNotice({ botId, text, linkLabel }: { botId: string; text: string; linkLabel: string }) {
  const area = useArea();
  return (
    <div className="tb-bp-banner" role="status">
      <span>{text}</span> <Link to={area.path('close-detail', botId)}>{linkLabel}</Link>
    </div>
  );
}
