/**
 * Source (en) strings of the futures restriction (`shell` namespace, key
 * `restriction`); they arrive with the area route (chrome/restriction.tsx),
 * except `kind`, which the home shows: the chrome's strings carry it
 * (../shell-translations.ts).
 *
 * A restricted user (Islamic member tag, or locale nl-NL, en-NL, en-GB; design
 * in @tb/contracts compliance.ts): the futures kinds are not offered, the
 * bots already running can still be seen and closed.
 */
const restriction = {
  label: 'Account restriction',
  title: '{{area}} is not available for your account',
  islamic: 'Your account follows Islamic finance rules, so leveraged bots that pay or receive funding ({{kinds}}) are not offered to it.',
  locale: 'Leveraged futures bots are not offered to retail users in your region ({{locale}}).',
  spot: '{{kinds}} bots are available to you.',
  running: 'You can still see and close the futures bots you already run; you cannot start new ones or add margin.',
  create: 'Create a {{kind}} bot',
} as const;

export default restriction;
