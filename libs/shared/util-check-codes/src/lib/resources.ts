import { registerTranslations, type LocaleResources, type Translations } from '@tb/i18n';
import { ALL_CHECK_CODES, type SubjectId } from './codes';
import { AR_SA } from './messages/ar-SA';
import { EN } from './messages/en';
import type { BoundText, LocaleText } from './messages/types';
import { ZH_TW } from './messages/zh-TW';

/** The i18n namespace of every check-code, response-code and client-error message. */
export const CHECK_CODES_NAMESPACE = 'checkCodes';

type MutableTree = { [key: string]: string | MutableTree };

function put(tree: MutableTree, key: string, value: string | BoundText): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'string') throw new Error(`checkCodes: ${key} collides with a message`);
    node = next ?? (node[part] = {});
  }
  node[parts[parts.length - 1]] = typeof value === 'string' ? value : { range: value.range, plain: value.plain };
}

/**
 * One locale's `checkCodes` tree: every check code's message (templated or
 * its own), every response/client/generic message, and the input names
 * under `subject.*` (forms may use them as labels of the error's field).
 * A code whose text the locale lacks is simply absent, which the
 * completeness test reports.
 */
export function buildCheckCodeTranslations(text: LocaleText): Translations {
  const tree: MutableTree = {};
  const templated = new Set<string>();
  for (const def of ALL_CHECK_CODES) {
    if (def.bound?.subject) {
      put(tree, def.key, text.templates[def.bound.kind](text.subjects[def.bound.subject]));
      templated.add(def.key);
    }
  }
  for (const [key, value] of Object.entries(text.messages)) {
    if (!templated.has(key)) put(tree, key, value);
  }
  for (const [id, name] of Object.entries(text.subjects) as [SubjectId, string][]) put(tree, `subject.${id}`, name);
  return tree;
}

export const checkCodeTranslations: LocaleResources<Translations> = {
  en: buildCheckCodeTranslations(EN),
  'zh-TW': buildCheckCodeTranslations(ZH_TW),
  'ar-SA': buildCheckCodeTranslations(AR_SA),
};

/** Add the `checkCodes` namespace to the page's i18n instance (idempotent). */
export function registerCheckCodeTranslations(): void {
  registerTranslations(CHECK_CODES_NAMESPACE, checkCodeTranslations);
}
