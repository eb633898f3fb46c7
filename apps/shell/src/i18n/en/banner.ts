/** Source (en) strings of the smart app banner (`shell` namespace, key `banner`); they arrive with the banner's chunk (banner/AppBanner.tsx). */
const banner = {
  label: 'Get the app',
  title: 'Trading bots in the app',
  text: 'Follow your bots and get alerts on the go.',
  open: 'Open the app',
  dismiss: 'Close the app banner',
} as const;

export default banner;
