import { useEffect } from 'react';
import { message, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { withAntdScope } from './antd-scope';

export interface Feedback {
  message: MessageInstance;
  modal: ModalApi;
}

/** The holders of antd's hook-based message and modal; reports their APIs once mounted. */
function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  // Effects run after the holders' refs are set, so calls made from here on are shown.
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [onReady, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}

export default withAntdScope(FeedbackHost);
