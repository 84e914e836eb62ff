import { App } from 'antd';
import { apiErrorMessage } from '@/services/api';

/** Toasts through antd's App context; API errors show the API's Indonesian message. */
export function useNotify() {
  const { message } = App.useApp();
  const notify = {
    success: (text: string) => void message.success(text),
    error: (error: unknown) => void message.error(apiErrorMessage(error)),
    failed: (text: string) => void message.error(text),
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
