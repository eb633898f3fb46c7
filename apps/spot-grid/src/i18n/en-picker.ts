/** Source strings (en) of the pair picker (the dialog and the phone's symbols page), registered by ./picker with the picker's code: the create page's first download does not carry them. */
export const enPicker = {
  picker: {
    back: 'Back',
    label: 'Trading pair',
    search: 'Search pairs',
    searchPlaceholder: 'BTC, ETH…',
    listLabel: 'Trading pairs',
    price: 'Last price',
    change24h: '24h change',
    amplitude: '24h range',
    pageTitle: 'Choose a trading pair',
  },
} as const;
