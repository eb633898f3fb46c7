import { validateLoginForm, type LoginFormValues } from './validate';

const base: LoginFormValues = { method: 'email', email: 'a@b.co', countryCode: '', mobile: '', password: 'Password1', referral: '', lang: 'en' };

describe('login form checks (mirror the account API)', () => {
  it('accepts a good email login and registration', () => {
    expect(validateLoginForm(base, false)).toEqual({});
    expect(validateLoginForm(base, true)).toEqual({});
  });

  it('requires a valid email', () => {
    expect(validateLoginForm({ ...base, email: ' ' }, false)).toEqual({ identifier: 'emailRequired' });
    expect(validateLoginForm({ ...base, email: 'not-an-email' }, false)).toEqual({ identifier: 'emailInvalid' });
  });

  it('checks the mobile number and calling code', () => {
    const mobile = { ...base, method: 'mobile' as const };
    expect(validateLoginForm({ ...mobile, countryCode: '+852', mobile: '91234567' }, false)).toEqual({});
    expect(validateLoginForm({ ...mobile, countryCode: '852x', mobile: '12' }, false)).toEqual({ countryCode: 'countryCodeInvalid', identifier: 'mobileInvalid' });
  });

  it('login needs a password; registration needs 8–128 characters with a letter and a digit', () => {
    expect(validateLoginForm({ ...base, password: '' }, false)).toEqual({ password: 'passwordRequired' });
    expect(validateLoginForm({ ...base, password: 'short1' }, false)).toEqual({});
    expect(validateLoginForm({ ...base, password: 'short1' }, true)).toEqual({ password: 'passwordRule' });
    expect(validateLoginForm({ ...base, password: 'lettersonly' }, true)).toEqual({ password: 'passwordRule' });
    expect(validateLoginForm({ ...base, password: '12345678' }, true)).toEqual({ password: 'passwordRule' });
  });

  it('checks an optional referral code on registration only', () => {
    expect(validateLoginForm({ ...base, referral: 'ab' }, true)).toEqual({ referral: 'referralInvalid' });
    expect(validateLoginForm({ ...base, referral: 'ab' }, false)).toEqual({});
    expect(validateLoginForm({ ...base, referral: 'ABC123' }, true)).toEqual({});
  });
});
