import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { Button, Col, Flex, Form, Input, Row } from 'antd';
import { Paragraph } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { SendOutlined } from '@ant-design/icons';
import { ticketsText, ticketWorkText } from '@/locales/id';
import { useCreateTicket } from '@/hooks/tickets/use-create-ticket';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { useDraft } from '@/hooks/tickets/use-draft';
import { useNotify } from '@/components/ui/use-notify';
import { MarkdownEditor } from '../markdown-editor-lazy';
import { SubCategorySelect } from '../sub-category-select';
import { validateTicketTitle } from '../validate-title';

const t = ticketsText.form;
/** How long the title must rest before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** Suggestions are asked for from this many characters (SuggestionQuerySchema). */
const SUGGESTION_MIN_LENGTH = 3;
// Nothing on the first paint: the panel (with antd Collapse) loads once a title is typed.
const TicketSuggestions = dynamic(() => import('./ticket-suggestions').then((m) => m.TicketSuggestions));

interface Values {
  title: string;
  sub_category_id?: number | null;
  description: string;
}

/**
 * Title (with live suggestions), sub-category and markdown description; opens the new ticket.
 * Title and description are drafts until the ticket is sent or the form cancelled.
 */
export function TicketCreateForm() {
  const router = useRouter();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const title = Form.useWatch('title', form) ?? '';
  const debouncedTitle = useDebouncedValue(title, SUGGESTION_DEBOUNCE_MS);
  const create = useCreateTicket();
  const titleDraft = useDraft('new-ticket-title', { onRestore: (text) => form.setFieldValue('title', text) });
  const descriptionDraft = useDraft('new-ticket-description', { onRestore: (text) => form.setFieldValue('description', text) });
  const clearDrafts = () => {
    titleDraft.clear();
    descriptionDraft.clear();
  };
  const keepDraft = (changed: Partial<Values>) => {
    if (changed.title !== undefined) titleDraft.change(changed.title);
    if (changed.description !== undefined) descriptionDraft.change(changed.description);
  };
  const cancel = () => {
    clearDrafts();
    void router.push('/tickets');
  };

  const submit = ({ title: ticketTitle, sub_category_id, description }: Values) =>
    create.mutate(
      { title: ticketTitle, description, sub_category_id: sub_category_id ?? undefined },
      {
        onSuccess: (ticket) => {
          clearDrafts();
          notify.success(t.created);
          void router.push(`/tickets/${ticket.id}`);
        },
        onError: notify.error,
      },
    );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Panel title={ticketsText.create}>
          <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={keepDraft}>
            {(titleDraft.restored || descriptionDraft.restored) && (
              <Paragraph secondary data-testid="draft-restored">
                {ticketWorkText.drafts.restored}
              </Paragraph>
            )}
            <Form.Item
              name="title"
              label={t.title}
              rules={[{ required: true, message: t.titleRule }, { validator: validateTicketTitle }]}
            >
              <Input placeholder={t.titlePlaceholder} maxLength={200} showCount />
            </Form.Item>
            <Form.Item name="sub_category_id" label={t.subCategory}>
              <SubCategorySelect placeholder={t.subCategoryPlaceholder} />
            </Form.Item>
            <Form.Item name="description" label={t.description} rules={[{ required: true, whitespace: true, message: t.descriptionRule }]}>
              <MarkdownEditor rows={8} aria-label={t.description} />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={create.isPending}>
                {t.submit}
              </Button>
              <Button onClick={cancel}>{ticketWorkText.drafts.cancel}</Button>
            </Flex>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={9}>
        {debouncedTitle.trim().length >= SUGGESTION_MIN_LENGTH && <TicketSuggestions title={debouncedTitle} />}
      </Col>
    </Row>
  );
}
