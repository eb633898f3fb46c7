/** English of the risk desk's pieces (`futures` namespace): the detail page's RiskPanel and the create pages' StressTest, added when they first render. */
export const riskEn = {
  risk: {
    title: 'Liquidation risk',
    distanceOf: '{{symbol}}: {{distance}} from the liquidation price {{liq}}',
    unreachable: '{{symbol}}: no reachable liquidation price',
    past: '{{symbol}}: the mark is at or past the liquidation price',
    withinAlert: 'Within the alert distance ({{distance}})',
    paused: 'Adding paused: liquidation is within {{distance}}. The bot resumes by itself when the mark moves out.',
    alertLabel: 'Alert distance (% of the mark)',
    alertHint: 'A warning when the mark comes within this distance of the liquidation price, again only after it has moved back out. {{min}} – {{max}} %; empty: no warnings.',
    guardToggle: 'Pause adding when liquidation is within a distance',
    guardLabel: 'Guard distance (% of the mark)',
    guardHint: 'While inside it the bot places no order that would increase the position. {{min}} – {{max}} %.',
    outOfBounds: 'Enter {{min}} – {{max}} %.',
    save: 'Save risk settings',
    saved: 'Risk settings saved.',
    failed: 'The settings were not saved: {{reason}}',
    events: 'Warnings and guard events',
    noEvents: 'None yet.',
    event: {
      liq_warning: 'Liquidation warning',
      liquidated: 'Liquidated',
      adds_paused: 'Adding paused',
      adds_resumed: 'Adding resumed',
    },
    eventLine: '{{event}} · {{symbol}} · mark {{mark}}',
  },
} as const;
