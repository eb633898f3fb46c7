import type { Shape } from '../types';
import type { en } from './en';

/** The bot kinds' names in Traditional Chinese (keys: en.ts). */
export const zhTW: Shape<typeof en> = {
  spotGrid: '現貨網格',
  dca: '現貨定投',
  futuresGrid: '合約網格',
  martingale: '合約馬丁格爾',
  combo: '合約組合',
};
