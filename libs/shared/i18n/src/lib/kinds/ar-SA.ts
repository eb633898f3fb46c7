import type { Shape } from '../types';
import type { en } from './en';

/** The bot kinds' names in Arabic (keys: en.ts). */
export const arSA: Shape<typeof en> = {
  spotGrid: 'شبكة فورية',
  dca: 'متوسط التكلفة الفوري',
  futuresGrid: 'شبكة العقود',
  martingale: 'مارتينغال العقود',
  combo: 'مجموعة العقود',
};
