import dynamic from 'next/dynamic';
import { useRatingState } from '@/hooks/rating/use-rating';

// The form (antd's Rate among it) is loaded only for the few visits that are asked to rate.
const RatingPromptForm = dynamic(() => import('./rating-prompt-form').then((m) => m.RatingPromptForm));

/**
 * The app-rating prompt: only while the API says `should_prompt` (a ticket answered, no rating or
 * dismissal this half year).
 */
export function RatingPrompt() {
  const { data } = useRatingState();
  return data?.should_prompt ? <RatingPromptForm /> : null;
}
