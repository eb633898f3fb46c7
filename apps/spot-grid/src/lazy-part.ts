/**
 * What every on-demand part (AI tab, charts, backtest, detail, dialogs, close
 * detail, orders, follow) needs besides its code: its CSS (injected once by
 * style-loader, no source map inlined) and its English strings. Imported by
 * each of those modules, so the create page's first download carries only
 * its own rules and strings.
 */
import './spot-grid-parts.css';
import './i18n/parts';
