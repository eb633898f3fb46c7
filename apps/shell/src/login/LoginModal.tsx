import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@tb/i18n';
import { toApiError } from '@tb/data-access-api';
import {
  closeLoginPrompt,
  closeRegisterPrompt,
  loginWithPassword,
  openLoginPrompt,
  openRegisterPrompt,
  registerAccount,
  useLoginPrompt,
  type Credentials,
} from '@tb/data-access-session';
import { Button, Field, Modal } from '@tb/ui';
import { SUPPORTED_LOCALES, localeFromPath } from '@tb/util-env';
import loginStrings from '../i18n/en/login';
import { registerShellSourcePart, type ShellTranslations } from '../i18n/shell-translations';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from './validate';

registerShellSourcePart({ login: loginStrings });

type ErrorKey = keyof ShellTranslations['login']['errors'];

/** Server answers of the account API → which field they concern and what to say. */
export function serverErrorOf(error: unknown): { field: keyof LoginFormErrors | 'form'; key: ErrorKey } {
  const apiError = toApiError(error);
  if (apiError.retCode === 20001) return { field: 'form', key: 'badCredentials' };
  if (apiError.retCode === 20002) return { field: 'identifier', key: 'accountExists' };
  if (apiError.retCode === 20003) return { field: 'referral', key: 'unknownReferral' };
  if (apiError.retCode === 10006 || apiError.status === 429) return { field: 'form', key: 'rateLimited' };
  return { field: 'form', key: 'generic' };
}

/** A locale's name in the page's language (`English (United Kingdom)`), from the browser's own tables; the code when it has none. */
function localeName(locale: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale, 'en'], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The web login / registration prompt (lazy chunk). A real form against the
 * exchange's account API, opened through @tb/data-access-session with the
 * spec's options (prefilled and read-only email, phone with country code,
 * referral or user code). Success reloads the page (the session does it).
 */
export default function LoginModal({ kind }: { kind: 'login' | 'register' }) {
  const t = useT<ShellTranslations>('shell');
  const { options } = useLoginPrompt();
  const register = kind === 'register';
  const methodName = useId();
  const [pageLocale] = useState(() => localeFromPath(typeof location === 'undefined' ? '' : location.pathname));
  const [values, setValues] = useState<LoginFormValues>(() => ({
    method: options.regPhone ? 'mobile' : 'email',
    email: options.regEmail ?? '',
    countryCode: options.regCountryCode ?? '',
    mobile: options.regPhone ?? '',
    password: '',
    referral: options.referralCode ?? options.userCode ?? '',
    lang: pageLocale,
  }));
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [formError, setFormError] = useState<ErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The first text field gets the focus when the prompt opens (not the sign-in method radios). */
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const emailReadOnly = register && Boolean(options.readOnlyEmail && options.regEmail);
  const codeReadOnly = register && Boolean(options.readOnlyCode && values.referral);
  const close = register ? closeRegisterPrompt : closeLoginPrompt;

  const update = <K extends keyof LoginFormValues>(key: K, value: LoginFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const errorKey = key === 'email' || key === 'mobile' ? 'identifier' : key;
    setErrors((current) => (errorKey in current ? { ...current, [errorKey]: undefined } : current));
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLoginForm(values, register);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) {
      // Move to the first field that needs attention.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const credentials: Credentials =
      values.method === 'email' ? { email: values.email.trim() } : { mobile: values.mobile.trim(), country_code: values.countryCode.trim() };
    setBusy(true);
    try {
      if (register) await registerAccount(credentials, values.password, values.referral.trim() || undefined, values.lang);
      else await loginWithPassword(credentials, values.password);
    } catch (error) {
      const { field, key } = serverErrorOf(error);
      if (field === 'form') setFormError(key);
      else setErrors({ [field]: key });
      setBusy(false);
    }
  };

  const errorText = (key: ErrorKey | undefined) => (key ? t(`login.errors.${key}`) : undefined);

  return (
    <Modal
      open
      size="sm"
      title={register ? t('login.titleRegister') : t('login.titleLogin')}
      description={register ? t('login.introRegister') : t('login.introLogin')}
      onClose={close}
      initialFocus={firstFieldRef}
    >
      <form ref={formRef} className="tb-login" onSubmit={submit} noValidate>
        <fieldset className="tb-login__methods">
          <legend>{t('login.method')}</legend>
          {(['email', 'mobile'] as const).map((method) => (
            <label key={method} className="tb-login__method">
              <input type="radio" name={methodName} value={method} checked={values.method === method} onChange={() => update('method', method)} />
              {method === 'email' ? t('login.methodEmail') : t('login.methodMobile')}
            </label>
          ))}
        </fieldset>

        {values.method === 'email' ? (
          <Field label={t('login.email')} error={errorText(errors.identifier)} required>
            {(control) => (
              <input
                {...control}
                ref={firstFieldRef}
                className="tb-input"
                type="email"
                autoComplete="username"
                inputMode="email"
                maxLength={254}
                dir="ltr"
                value={values.email}
                readOnly={emailReadOnly}
                onChange={(event) => update('email', event.target.value)}
              />
            )}
          </Field>
        ) : (
          <div className="tb-login__phone">
            <Field label={t('login.countryCode')} hint={t('login.countryCodeHint')} error={errorText(errors.countryCode)} required className="tb-login__cc">
              {(control) => (
                <input
                  {...control}
                  ref={firstFieldRef}
                  className="tb-input"
                  type="tel"
                  autoComplete="tel-country-code"
                  maxLength={5}
                  dir="ltr"
                  value={values.countryCode}
                  onChange={(event) => update('countryCode', event.target.value)}
                />
              )}
            </Field>
            <Field label={t('login.mobile')} hint={t('login.mobileHint')} error={errorText(errors.identifier)} required>
              {(control) => (
                <input
                  {...control}
                  className="tb-input"
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="numeric"
                  maxLength={15}
                  dir="ltr"
                  value={values.mobile}
                  onChange={(event) => update('mobile', event.target.value)}
                />
              )}
            </Field>
          </div>
        )}

        <Field label={t('login.password')} hint={register ? t('login.passwordHint') : undefined} error={errorText(errors.password)} required>
          {(control) => (
            <input
              {...control}
              className="tb-input"
              type="password"
              autoComplete={register ? 'new-password' : 'current-password'}
              maxLength={128}
              dir="ltr"
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
            />
          )}
        </Field>

        {register ? (
          <Field label={t('login.accountLocale')} hint={t('login.accountLocaleHint')} required>
            {(control) => (
              <select {...control} className="tb-input" value={values.lang} onChange={(event) => update('lang', event.target.value)}>
                {SUPPORTED_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {localeName(locale, pageLocale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        {register ? (
          <Field
            label={t('login.referral')}
            hint={codeReadOnly ? t('login.invitedBy', { code: values.referral }) : t('login.referralHint')}
            error={errorText(errors.referral)}
          >
            {(control) => (
              <input
                {...control}
                className="tb-input"
                type="text"
                autoComplete="off"
                maxLength={16}
                dir="ltr"
                value={values.referral}
                readOnly={codeReadOnly}
                onChange={(event) => update('referral', event.target.value)}
              />
            )}
          </Field>
        ) : null}

        {formError ? (
          <p className="tb-login__error" role="alert">
            {t(`login.errors.${formError}`)}
          </p>
        ) : null}

        <Button type="submit" variant="primary" block loading={busy}>
          {register ? t('login.submitRegister') : t('login.submitLogin')}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={() => void (register ? openLoginPrompt({ ...options, showReg: false }) : openRegisterPrompt(options))}
        >
          {register ? t('login.toLogin') : t('login.toRegister')}
        </Button>
      </form>
    </Modal>
  );
}
