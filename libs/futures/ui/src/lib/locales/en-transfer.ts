/** English of the transfer-in dialog (`futures` namespace, `@tb/futures-feature`'s TransferDialog, its own chunk): added when it first renders. */
export const transferEn = {
  transfer: {
    title: 'Transfer {{coin}} to your {{account}}',
    from: 'From your {{account}}: {{amount}} available',
    amount: 'Amount',
    max: 'Max',
    maxLabel: 'Transfer everything available',
    submit: 'Transfer',
    cancel: 'Cancel',
    done: 'Transferred {{amount}} to your {{account}}.',
    errors: {
      empty: 'Enter an amount.',
      zero: 'Enter an amount above zero.',
      tooMuch: 'Your {{account}} has only {{amount}} available.',
      insufficient: 'Your {{account}} does not have that much available any more. Check the amount and try again.',
      decimals: '{{coin}} allows at most {{scale}} decimal places.',
      timeout: 'The exchange did not answer in time. Try again: the same transfer is never made twice.',
      network: 'The transfer could not be sent: check your connection and try again. The same transfer is never made twice.',
      login: 'Your session has ended: log in again to transfer.',
      denied: 'Your account may not make transfers now.',
      generic: 'The transfer failed: {{message}}',
    },
  },
} as const;
