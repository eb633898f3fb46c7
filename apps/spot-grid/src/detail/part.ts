/**
 * What every on-demand part (advanced fields, AI tab, charts, backtest,
 * detail, dialogs, close detail, orders, follow) needs besides its code: its
 * CSS (a stylesheet loaded with the part's chunk) and its English strings.
 * Imported by each of those modules, so the create page's first download
 * carries only its own rules and strings.
 */
import './detail.css';
import '../i18n/parts';
