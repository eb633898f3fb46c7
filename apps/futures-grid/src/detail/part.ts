/**
 * What every bot page of the area (detail, dialogs, close detail, orders,
 * positions, follow) needs besides its code: the futures family's styles and
 * this part's English strings. Imported by each of those modules, so the
 * create page's first download carries neither.
 */
import '@tb/futures-ui/styles.css';
import './detail.css';
import { futuresGridStrings } from '../i18n';
import { detailEn } from '../i18n/detail-en';

futuresGridStrings.addEnglish(detailEn);
