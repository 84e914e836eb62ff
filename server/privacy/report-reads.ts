import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { writeInBackground } from '@/server/db/background-writes';
import { sendSpreadsheet, type SpreadsheetOptions } from '@/server/spreadsheets/write';
import { isNip } from '@/utils/catalogue/personnel-sections';
import type { SessionUser } from '@/utils/session-user';

/** The part a report or export records: the person was one of its rows. */
export const REPORT_PART = 'laporan';

/**
 * Records that `reader` exported a report holding these people (docs/privacy.md): one row per
 * person, all in one insert off the request's path; the reader's own NIP is left out.
 */
export function recordReportReads(reader: SessionUser, nips: Iterable<string>, report: string): void {
  const people = [...new Set(nips)].filter((nip) => isNip(nip) && nip !== reader.employee_number);
  if (people.length === 0) return;
  // One array parameter whatever the number of people (well-formed NIPs: digits only).
  writeInBackground('personal_data_reads', (db) =>
    db.execute(sql`insert into personal_data_reads (reader_id, reader_role, subject_nip, part, source, report)
      select ${reader.id}, ${reader.current_role}, nip, ${REPORT_PART}, 'report', ${report} from unnest(string_to_array(${people.join(',')}, ',')) as nip`),
  );
}

/** A spreadsheet of people (each row with its `nip`), recorded as a report read of each once sent. */
export async function sendPeopleSpreadsheet(res: ServerResponse, spreadsheet: SpreadsheetOptions, read: { reader: SessionUser; report: string }): Promise<void> {
  const people = new Set<string>();
  async function* kept() {
    for await (const rows of spreadsheet.pages) {
      for (const row of rows) if (typeof row.nip === 'string') people.add(row.nip);
      yield rows;
    }
  }
  await sendSpreadsheet(res, { ...spreadsheet, pages: kept() });
  recordReportReads(read.reader, people, read.report);
}
