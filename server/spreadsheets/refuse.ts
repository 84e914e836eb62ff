import type { NextApiResponse } from 'next';
import { errors as errorText } from '@/locales/id/errors';
import type { InvalidSpreadsheetAnswer, SpreadsheetError } from '@/utils/schemas/spreadsheets';

/**
 * Answers 422 INVALID_SPREADSHEET with the row errors. Written by the route itself: the wrapper's
 * error answer carries `fields` ({ path, message }), not the `errors` list the contract names.
 */
export function refuseSpreadsheet(res: NextApiResponse, errors: SpreadsheetError[]): void {
  const answer: InvalidSpreadsheetAnswer = { code: 'INVALID_SPREADSHEET', message: errorText.INVALID_SPREADSHEET, errors };
  res.status(422).json(answer);
}
