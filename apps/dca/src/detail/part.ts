/** What every bot page (detail, rounds, round orders, close detail) needs besides the create page's: its strings and styles. */
import '../i18n/bot';
import './detail.css';
