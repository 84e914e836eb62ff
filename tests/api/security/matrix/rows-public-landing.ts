import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// The landing (docs/public-finance.md section 2): public, the same answer with or without a session.
export const landingRows: MatrixRow[] = [row('GET', '/public/landing', ex.everyone(200))];
