import { apiErrorMessage } from '@/services/api';
import { useFeedback } from './feedback-provider';

/** Toasts through antd's message (loaded on the first toast); API errors show the API's Indonesian message. */
export function useNotify() {
  const feedback = useFeedback();
  const show = (type: 'success' | 'warning' | 'error', text: string) => void feedback().then(({ message }) => message[type](text));
  const notify = {
    success: (text: string) => show('success', text),
    /** Done, with something the person should know (e.g. a save that landed but could not be read back). */
    warning: (text: string) => show('warning', text),
    error: (error: unknown) => show('error', apiErrorMessage(error)),
    failed: (text: string) => show('error', text),
    /** Awaits `work`, then toasts `successText` or the API error; true when it succeeded. */
    track: async (work: Promise<unknown>, successText?: string): Promise<boolean> => {
      try {
        await work;
        if (successText) notify.success(successText);
        return true;
      } catch (error) {
        notify.error(error);
        return false;
      }
    },
  };
  return notify;
}
