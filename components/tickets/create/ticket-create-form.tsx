import { useEffect, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { Paragraph } from '@/components/ui/text';
import { Panel } from '@/components/ui/panel';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { SendOutlined } from '@ant-design/icons';
import { ticketWorkText } from '@/locales/id/ticket-work';
import { ticketsText } from '@/locales/id/tickets';
import { useCreateTicket } from '@/hooks/tickets/use-create-ticket';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { useDraft } from '@/hooks/tickets/use-draft';
import { useSideColumn } from '@/hooks/tickets/use-side-column';
import { useNotify } from '@/components/ui/use-notify';
import { TICKET_TITLE_LENGTH } from '@/utils/schemas/ticket-codes';
import { ID_DIGITS, MAX_ID } from '@/utils/schemas/id-limits';
import { MarkdownEditor } from '../markdown-editor-lazy';
import { SubCategorySelect } from '../sub-category-select';
import { ticketTitleProblem } from '../validate-title';

const t = ticketsText.form;
/** How long the title must rest before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** Suggestions are asked for from this many characters (SuggestionQuerySchema). */
const SUGGESTION_MIN_LENGTH = 3;
// Nothing on the first paint: the panel loads once a title is typed.
const TicketSuggestions = dynamic(() => import('./ticket-suggestions').then((m) => m.TicketSuggestions));

const FIELD = { title: 'new-ticket-title', subCategory: 'new-ticket-sub-category', description: 'new-ticket-description' } as const;

interface Problems {
  title?: string | null;
  description?: string | null;
}

const titleCheck = async (title: string) => (title ? ticketTitleProblem(title) : t.titleRule);
const descriptionCheck = (description: string) => (description.trim() ? null : t.descriptionRule);
/** `?sub_category=<id>` (the service catalogue's "Tanya tentang layanan ini") chooses the sub-category. */
const presetSubCategory = (value: unknown): number | null => (typeof value === 'string' && ID_DIGITS.test(value) && Number(value) <= MAX_ID ? Number(value) : null);

/**
 * Title (with live suggestions: beside the form on a wide screen, under the title, above the send
 * button, on a phone), sub-category and markdown description; opens the new ticket.
 * A field is checked as it changes and all are on sending. Title and description are drafts
 * until the ticket is sent or the form cancelled.
 */
export function TicketCreateForm() {
  const router = useRouter();
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const preset = presetSubCategory(router.query.sub_category);
  const [subCategoryId, setSubCategoryId] = useState<number | null>(preset);
  // A statically rendered page gets its query after the first render.
  useEffect(() => {
    if (preset !== null) setSubCategoryId(preset);
  }, [preset]);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const debouncedTitle = useDebouncedValue(title, SUGGESTION_DEBOUNCE_MS);
  const create = useCreateTicket();
  const titleDraft = useDraft('new-ticket-title', { onRestore: setTitle });
  const descriptionDraft = useDraft('new-ticket-description', { onRestore: setDescription });
  const besideForm = useSideColumn();
  const suggestions = debouncedTitle.trim().length >= SUGGESTION_MIN_LENGTH && <TicketSuggestions title={debouncedTitle} />;

  const changeTitle = (next: string) => {
    setTitle(next);
    titleDraft.change(next);
    void titleCheck(next).then((problem) => setProblems((p) => ({ ...p, title: problem })));
  };
  const changeDescription = (next: string) => {
    setDescription(next);
    descriptionDraft.change(next);
    setProblems((p) => ({ ...p, description: descriptionCheck(next) }));
  };
  const clearDrafts = () => {
    titleDraft.clear();
    descriptionDraft.clear();
  };
  const cancel = () => {
    clearDrafts();
    void router.push('/tickets');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { title: await titleCheck(title), description: descriptionCheck(description) };
    setProblems(found);
    if (found.title || found.description) {
      document.getElementById(found.title ? FIELD.title : FIELD.description)?.focus();
      return;
    }
    create.mutate(
      { title, description, sub_category_id: subCategoryId ?? undefined },
      {
        onSuccess: (ticket) => {
          clearDrafts();
          notify.success(t.created);
          void router.push(`/tickets/${ticket.id}`);
        },
        onError: notify.error,
      },
    );
  };

  return (
    <div className="create-layout">
      <Panel title={ticketsText.create}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {(titleDraft.restored || descriptionDraft.restored) && (
            <Paragraph secondary data-testid="draft-restored">
              {ticketWorkText.drafts.restored}
            </Paragraph>
          )}
          <FormField htmlFor={FIELD.title} label={t.title} required error={problems.title}>
            <TextInput id={FIELD.title} value={title} onChange={changeTitle} placeholder={t.titlePlaceholder} maxLength={TICKET_TITLE_LENGTH.max} showCount invalid={!!problems.title} />
          </FormField>
          {!besideForm && suggestions && <div style={{ marginBottom: 16 }}>{suggestions}</div>}
          <FormField htmlFor={FIELD.subCategory} label={t.subCategory}>
            <SubCategorySelect id={FIELD.subCategory} placeholder={t.subCategoryPlaceholder} value={subCategoryId} onChange={setSubCategoryId} />
          </FormField>
          <FormField htmlFor={FIELD.description} label={t.description} required error={problems.description}>
            <MarkdownEditor id={FIELD.description} rows={8} aria-label={t.description} value={description} onChange={changeDescription} />
          </FormField>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={create.isPending}>
              {t.submit}
            </Button>
            <Button onClick={cancel}>{ticketWorkText.drafts.cancel}</Button>
          </Flex>
        </form>
      </Panel>
      {besideForm && <div>{suggestions}</div>}
    </div>
  );
}
