import { DateInput, FieldItem, Pair, WholeNumber } from './controls';

/**
 * When a course ran: start and end dates, year and hours (jumlahJam), side by side; the date and
 * year fields are named differently by the diklat and kursus saves.
 */
export function CoursePeriodFields({ start, end, year }: { start: string; end: string; year: string }) {
  return (
    <Pair>
      <FieldItem name={start} required>
        <DateInput />
      </FieldItem>
      <FieldItem name={end} required>
        <DateInput />
      </FieldItem>
      <FieldItem name={year} required>
        <WholeNumber min={1950} max={2100} />
      </FieldItem>
      <FieldItem name="jumlahJam" required>
        <WholeNumber min={1} max={5000} />
      </FieldItem>
    </Pair>
  );
}
