import { PERFORMANCE_RATINGS } from '@/utils/catalogue/code-lists';
import type { Choice } from './controls';

/** Hasil kinerja and perilaku kerja: 1 Diatas, 2 Sesuai, 3 Dibawah Ekspektasi (the catalogue's names). */
export const RATING_CHOICES: readonly Choice<number>[] = PERFORMANCE_RATINGS.map((rating) => ({ value: rating.id, label: rating.name }));
