console.log('exchange-sim admin: not wired yet');
