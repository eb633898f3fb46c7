import { useState, type FormEvent, type RefObject } from 'react';
import { useArea, useNavigate } from '@tb/router';
import { useSubmitAfterVerdict } from './limit-verdict';

export interface ReviewSubmitOptions {
  /** The form: its first invalid field takes the focus. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Something on the form stops the create (a field's problem, the verdict's refusal). */
  readonly blocked: boolean;
  /** The limit call is still asked about what was just typed. */
  readonly checking: boolean;
  readonly loggedIn: boolean;
  /** The page's login prompt for a visitor. */
  readonly ensureLogin: () => void;
  /** Everything is in order: show the confirmation. */
  readonly review: () => void;
}

/**
 * A futures create form's Review (issue 28: one for every kind): it waits for
 * the verdict on what was just typed (never a stale one), then either puts
 * the focus on the first invalid field, asks a visitor to log in, or opens
 * the confirmation. `submitted`: Review was pressed once (required fields say
 * so from then on); `focusFirstInvalid` is for a refusal that comes back later.
 */
export function useReviewSubmit({ formRef, blocked, checking, loggedIn, ensureLogin, review }: ReviewSubmitOptions): { submitted: boolean; submit: (event: FormEvent) => void; focusFirstInvalid: () => void } {
  const [submitted, setSubmitted] = useState(false);
  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const go = () => {
    setSubmitted(true);
    if (blocked) focusFirstInvalid();
    else if (!loggedIn) ensureLogin();
    else review();
  };
  const submitAfterVerdict = useSubmitAfterVerdict(checking, go);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitAfterVerdict();
  };
  return { submitted, submit, focusFirstInvalid };
}

/** After a create: the tab's draft is dropped and the new bot's detail page opens. */
export function useOpenCreatedBot(clearDraft: () => void): (botId: string) => void {
  const area = useArea();
  const navigate = useNavigate();
  return (botId) => {
    clearDraft();
    navigate(area.path('detail', botId));
  };
}
