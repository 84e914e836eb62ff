import { meetingsText } from '@/locales/id/meetings';
import { MEETING_TYPES, RECURRENCE_TYPES } from '@/utils/schemas/meeting-codes';

/** "2 – Terjadwal": Zoom's number with its name, as the admins know the types. */
export const meetingTypeLabel = (type: number) => `${type} – ${meetingsText.types[type] ?? ''}`;
export const MEETING_TYPE_OPTIONS = MEETING_TYPES.map((type) => ({ value: type, label: meetingTypeLabel(type) }));
export const RECURRENCE_OPTIONS = RECURRENCE_TYPES.map((type) => ({ value: type, label: meetingsText.recurrenceTypes[type] }));
