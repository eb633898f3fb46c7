import { COMPLETE_LOCALES } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { describeApiError, sessionTranslations } from './translations';

describe('session translations', () => {
  it.each(COMPLETE_LOCALES)('%s is complete', (locale) => {
    expect(missingKeys(sessionTranslations.en, sessionTranslations[locale])).toEqual([]);
  });

  it('describes each kind of failure', () => {
    expect(describeApiError({ kind: 'timeout', retCode: 9000001, message: 'Request timeout, please re-try!' })).toBe('The request timed out. Please try again.');
    expect(describeApiError({ kind: 'http', status: 429, statusText: 'Too Many Requests', message: '' })).toMatch(/Too many requests/);
    expect(describeApiError({ kind: 'http', status: 502, statusText: 'Bad Gateway', message: '502 Bad Gateway' })).toContain('502');
    expect(describeApiError({ kind: 'empty', message: 'Non Response!' })).toMatch(/no answer/);
    expect(describeApiError({ kind: 'no-permission', retCode: 33003, message: 'user no permission' })).toMatch(/permission/);
    expect(describeApiError({ kind: 'banned', statusCode: 421, message: 'Restricted in your region' })).toBe('Restricted in your region');
    expect(describeApiError({ kind: 'gateway', statusCode: 405, message: 'gateway error' })).toBe('Something went wrong. Please try again.');
    expect(describeApiError({ kind: 'business', retCode: 31001, message: 'Insufficient balance' })).toBe('Insufficient balance');
  });
});
