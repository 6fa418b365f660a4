import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

export const catalogues = { zh, en, ja };
export type UiCatalogue = typeof zh;
