/** Source (en) strings of the compliance wall (`shell` namespace, key `compliance`); they arrive with the wall's chunk. */
const compliance = {
  title: 'This product is not available for your account',
  body: 'Local regulations or missing identity verification restrict this feature for your account.',
  code: 'Reference code: {{code}}',
  verify: 'Verify your identity',
  close: 'Close',
  reason: {
    islamic: 'Your account follows Islamic finance rules: leveraged bots that pay or receive funding are not offered to it.',
    locale: 'Leveraged futures bots are not offered to retail users in your region.',
    region: 'This site offers spot bots only.',
  },
  products: 'Not available: {{kinds}}',
  details: 'Response details',
} as const;

export default compliance;
