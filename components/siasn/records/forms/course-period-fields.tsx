import { DateInput, FieldItem, Pair, WholeNumber } from './controls';

/**
 * When a course ran: start and end dates and hours (jumlahJam), side by side; the date fields are
 * named differently by the diklat and kursus saves. No year: the server takes the start date's.
 */
export function CoursePeriodFields({ start, end }: { start: string; end: string }) {
  return (
    <Pair>
      <FieldItem name={start} required>
        <DateInput />
      </FieldItem>
      <FieldItem name={end} required>
        <DateInput />
      </FieldItem>
      <FieldItem name="jumlahJam" required>
        <WholeNumber min={1} max={5000} />
      </FieldItem>
    </Pair>
  );
}
