/**
 * Client-side checks of the login/registration form. They mirror the account
 * API's rules (@tb/contracts user.ts), so a request that leaves the page is
 * one the server can accept; the server still decides.
 */
export interface LoginFormValues {
  method: 'email' | 'mobile';
  email: string;
  countryCode: string;
  mobile: string;
  password: string;
  referral: string;
  /** Registration: the account's profile locale (where the user lives), a served locale; the page's locale to begin with. */
  lang: string;
}

export type LoginErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryCodeInvalid'
  | 'mobileInvalid'
  | 'passwordRequired'
  | 'passwordRule'
  | 'referralInvalid'
  | 'accountExists'
  | 'unknownReferral';

export interface LoginFormErrors {
  identifier?: LoginErrorKey;
  countryCode?: LoginErrorKey;
  password?: LoginErrorKey;
  referral?: LoginErrorKey;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY_CODE = /^\+?[0-9]{1,4}$/;
const MOBILE = /^[0-9]{5,15}$/;
/** 8–128 characters with a letter and a digit (the simulator's PASSWORD_RULE). */
const PASSWORD = /^(?=.*[A-Za-z])(?=.*[0-9]).{8,128}$/s;
const REFERRAL = /^[A-Za-z0-9]{4,16}$/;

export function validateLoginForm(values: LoginFormValues, register: boolean): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.method === 'email') {
    const email = values.email.trim();
    if (!email) errors.identifier = 'emailRequired';
    else if (email.length > 254 || !EMAIL.test(email)) errors.identifier = 'emailInvalid';
  } else {
    if (!COUNTRY_CODE.test(values.countryCode.trim())) errors.countryCode = 'countryCodeInvalid';
    if (!MOBILE.test(values.mobile.trim())) errors.identifier = 'mobileInvalid';
  }
  if (!values.password) errors.password = 'passwordRequired';
  else if (register && !PASSWORD.test(values.password)) errors.password = 'passwordRule';
  if (register && values.referral.trim() && !REFERRAL.test(values.referral.trim())) errors.referral = 'referralInvalid';
  return errors;
}
