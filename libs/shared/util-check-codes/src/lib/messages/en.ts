import type { LocaleText } from './types';

const SHOWN = 'the range shown under the field';

export const EN: LocaleText = {
  templates: {
    min: (s) => ({
      range: `${s} is below the minimum of {{min}}. Enter {{min}} or more.`,
      plain: `${s} is below the allowed minimum. Raise it to ${SHOWN}.`,
    }),
    max: (s) => ({
      range: `${s} is above the maximum of {{max}}. Enter {{max}} or less.`,
      plain: `${s} is above the allowed maximum. Lower it to ${SHOWN}.`,
    }),
    range: (s) => ({
      range: `${s} must be between {{min}} and {{max}}. Enter a value in that range.`,
      plain: `${s} is outside the allowed range. Enter a value within ${SHOWN}.`,
    }),
  },
  subjects: {
    minPrice: 'The lowest grid price',
    maxPrice: 'The highest grid price',
    gridCount: 'The number of grids',
    investment: 'The investment',
    leverage: 'The leverage',
    tpPercent: 'The take-profit percentage',
    slPercent: 'The stop-loss percentage',
    tpPrice: 'The take-profit price',
    slPrice: 'The stop-loss price',
    entryPrice: 'The entry price',
    moveUpPrice: 'The shift-up price',
    moveDownPrice: 'The shift-down price',
    trailingStopPercent: 'The trailing-stop percentage',
    limitUpPrice: 'The trailing-up price limit',
    addInvestment: 'The amount to add',
    priceFloatPercent: 'The price move between add-position orders',
    addPositionMultiple: 'The add-position multiplier',
    addPositionCount: 'The number of add-position orders',
    initMargin: 'The initial margin',
    roundTpPercent: 'The take-profit per round',
    adjustPositionPercent: 'The rebalancing threshold',
    adjustInterval: 'The rebalancing interval',
  },
  messages: {
    'field.min': 'This value is below the minimum of {{min}}. Enter {{min}} or more.',
    'field.max': 'This value is above the maximum of {{max}}. Enter {{max}} or less.',
    'field.whole': 'Enter a whole number.',
    'field.positive': 'Enter a value above 0.',
    'field.number': 'Enter a number: digits with one decimal point.',
    'field.required': 'This field is required.',
    'field.unknown': 'This value is not part of the request; reload the page and try again.',
    'field.invalid': 'This value is not accepted. Check it and try again.',
    'generic.unknown': 'Something went wrong. Please try again; if it keeps happening, contact support.',

    'fgrid.success': 'All parameters are valid.',
    'fgrid.slCauseLiquidation':
      'This stop-loss would only trigger after your position is liquidated. Move the stop-loss closer to the current price or lower the leverage.',
    'fgrid.riskLimit':
      'This leverage and investment exceed your risk limit for this contract. Lower the leverage or the investment.',
    'fgrid.oiPosLimit':
      'The bot would exceed the open-interest limit for this contract. Lower the investment or the leverage, or try later.',
    'fgrid.symbolNotExists': 'This contract is not available for grid bots. Choose another trading pair.',
    'fgrid.userBanned': 'Your account cannot create bots at the moment. Contact support for details.',
    'fgrid.amountTooLow':
      "Each grid order would be smaller than the contract's minimum order size. Invest more, raise the leverage or use fewer grids.",
    'fgrid.amountTooHigh':
      "Each grid order would be larger than the contract's maximum order size. Invest less, lower the leverage or use more grids.",
    'fgrid.amountTooBig':
      'The position this grid could build is larger than this leverage allows. Lower the investment or the leverage.',
    'fgrid.tpSlFailed': 'Take-profit and stop-loss could not be set. Check the prices and try again.',
    'fgrid.tpBelowLastPrice': 'For a long grid the take-profit price must be above the last price. Raise the take-profit price.',
    'fgrid.tpAboveLastPrice': 'For a short grid the take-profit price must be below the last price. Lower the take-profit price.',
    'fgrid.slAboveLastPrice': 'For a long grid the stop-loss price must be below the last price. Lower the stop-loss price.',
    'fgrid.slBelowLastPrice': 'For a short grid the stop-loss price must be above the last price. Raise the stop-loss price.',
    'fgrid.slBelowLiqPrice':
      'The stop-loss price is below the estimated liquidation price, so it would never trigger. Raise the stop-loss price above the liquidation price.',
    'fgrid.slAboveLiqPrice':
      'The stop-loss price is above the estimated liquidation price, so it would never trigger. Lower the stop-loss price below the liquidation price.',
    'fgrid.topPriceTooLow': {
      range: 'The top of the grid must be above the last price. Enter {{min}} or more.',
      plain: 'The top of the grid must be above the last price. Raise the highest price.',
    },
    'fgrid.topPriceTooHigh': {
      range: 'The top of the grid is too far above the last price. Enter {{max}} or less.',
      plain: 'The top of the grid is too far above the last price. Lower the highest price.',
    },
    'fgrid.bottomPriceTooLow': {
      range: 'The bottom of the grid is too far below the last price. Enter {{min}} or more.',
      plain: 'The bottom of the grid is too far below the last price. Raise the lowest price.',
    },
    'fgrid.bottomPriceTooHigh': {
      range: 'The bottom of the grid must be below the last price. Enter {{max}} or less.',
      plain: 'The bottom of the grid must be below the last price. Lower the lowest price.',
    },
    'fgrid.preSettleReduceOnly':
      'This contract is about to settle and only accepts orders that reduce positions. Choose another contract or wait until after settlement.',
    'fgrid.coinNotMatch': "Your margin coin does not match this contract's settlement coin. Choose a contract settled in your margin coin.",
    'fgrid.operateDenied': 'This action is not allowed for your account right now. Try again later or contact support.',
    'fgrid.notLogin': 'Please log in to continue.',
    'fgrid.serverError': 'The server could not check these parameters. Please try again in a moment.',
    'fgrid.invalidParam': 'Some parameters are invalid. Check every field and try again.',

    'spot.success': 'All parameters are valid.',
    'spot.tpBelowMarket': 'The take-profit price must be above the current market price. Raise the take-profit price.',
    'spot.slAboveMarket': 'The stop-loss price must be below the current market price. Lower the stop-loss price.',
    'spot.cannotEnableTrailingUp': 'Trailing up needs at least 5 grids. Increase the number of grids or turn trailing up off.',
    'spot.entryPriceForbidsTrailingUp':
      'Trailing up needs the entry price inside the grid range. Change the entry price or turn trailing up off.',
    'spot.lastPriceForbidsTrailingUp':
      'Trailing up needs the current price inside the grid range. Adjust the price range or turn trailing up off.',
    'spot.investmentForbidsTrailingUp': 'The investment is too small for trailing up. Invest more or turn trailing up off.',
    'spot.parametersNotChanged': 'Nothing was changed. Edit a parameter before saving.',

    'martingale.success': 'All parameters are valid.',

    'combo.success': 'All parameters are valid.',
    'combo.symbolNumTooLow': 'Add more trading pairs to this combo.',
    'combo.symbolNumTooHigh': 'This combo has too many trading pairs. Remove some.',

    'response.unknown': 'Something went wrong. Please try again; if it keeps happening, contact support.',
    'response.success': 'Done.',
    'response.invalidArgument': 'Some parameters are invalid. Check every field and try again.',
    'response.insufficientBalance': 'Your available balance is not enough. Lower the investment or transfer funds in.',
    'response.reachBotNumberUpperLimit': 'You have reached the maximum number of running bots. Close a bot before creating another.',
    'response.forbidden': 'This bot belongs to another account. You can only view and change your own bots.',
    'response.notFound': 'This bot could not be found. It may have been closed; refresh the list.',
    'response.gridCannotBeCancelled': 'This bot is already closing or closed. Refresh to see its latest status.',
    'response.cannotCancelOthersGrid': 'You can only close your own bots.',
    'response.unsupportedMemberType': 'Sub-accounts cannot copy other traders’ bots. Create your own bot, or copy it from your main account.',
    'response.duplicatedSymbolChosen': 'The same coin was chosen twice. Choose each coin only once.',
    'response.maxInvestTooSmallOnCreate':
      'The maximum investment must cover at least one round of purchases. Raise the maximum investment.',
    'response.maxInvestTooSmallOnUpdate':
      'The maximum investment cannot be less than what the bot has already invested. Raise the maximum investment.',
    'response.botHasBeenClosed': 'This bot has already been closed.',
    'response.accountUpgrading': 'Your account is being upgraded to a unified account, so funds cannot move right now. Try again once the upgrade has finished.',
    'response.userBanned': 'Your account cannot use trading bots at the moment. Contact support for details.',
    'response.futuresGridCommon': 'The futures grid bot cannot do this in its current state (for example, add margin before it holds a position). Try again later.',
    'response.wrongParams': 'Some settings contradict each other (for example, a copy without the bot to copy). Check the form and try again.',
    'response.takeProfitTooLarge': 'The take-profit is too high. Lower it.',
    'response.stopLossTooSmall': 'The stop-loss is too low. Raise it.',
    'response.stopLossCausesLiquidation':
      'This stop-loss would only trigger after liquidation. Move it closer to the current price or lower the leverage.',
    'response.tpBelowLastPrice': 'The take-profit price is below the last price. Raise it above the last price.',
    'response.slAboveLastPrice': 'The stop-loss price is above the last price. Lower it below the last price.',
    'response.updateInvestmentTooLarge': 'The amount to add is more than allowed. Lower the amount.',
    'response.internal': 'This bot is held for a technical check and cannot be changed right now. Nothing was changed; contact support if it persists.',
    'response.botCannotCloseCurrently': 'The bot is in the middle of a purchase and cannot close right now. Try again in a minute.',
    'response.internalTimeout': 'Orders on this pair could not be placed in time, so nothing was changed. Try again in a few minutes.',

    'client.timeout': 'The request timed out. Please try again.',
    'client.network': 'Network problem. Check your connection and try again.',
    'client.http': 'The server could not handle the request. Please try again.',
    'client.empty': 'The server did not answer. Please try again.',
    'client.parse': 'The server sent an answer we could not read. Please try again.',
    'client.notLoggedIn': 'Please log in to continue.',
    'client.noPermission': 'Your account does not have permission for this.',
    'client.business': 'The request could not be completed. Please try again.',
    'client.gateway': 'The request could not be completed. Please try again.',
    'client.banned': 'Your account cannot use trading bots at the moment. Contact support for details.',
    'client.compliance': 'Not available for your account: the notice on the screen says why.',
    'client.rateLimited': 'Too many requests. Wait a moment and try again.',
  },
};
