import type { ModalFuncProps } from 'antd';
import { useFeedback } from './feedback-provider';

/** antd's modal.confirm, with the modal code loaded on the first confirmation. */
export function useConfirm() {
  const feedback = useFeedback();
  return (config: ModalFuncProps) =>
    void feedback().then(({ modal }) => {
      modal.confirm(config); // its result is a thenable: returning it would wait for the answer
    });
}
