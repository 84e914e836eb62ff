import { bankRows } from './rows-public-finance-bank';
import { loanRows } from './rows-public-finance-loans';
import { casnRows } from './rows-public-casn';
import { catalogueRows } from './rows-public-catalogue';
import { landingRows } from './rows-public-landing';
import type { MatrixRow } from './types';

// Public pages and finance services (docs/public-finance.md), one file per area.
export const publicFinanceRows: MatrixRow[] = [...landingRows, ...catalogueRows, ...casnRows, ...bankRows, ...loanRows];
