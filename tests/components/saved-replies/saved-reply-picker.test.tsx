import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CommentEditForm } from '@/components/tickets/comments/comment-edit-form';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const noop = async () => true;

describe('SavedReplyPicker in the comment editor', { timeout: 20_000 }, () => {
  it('lists the agent\'s own saved replies and inserts the chosen one into the editor', async () => {
    renderWithProviders(<CommentEditForm draftScope="test-reply" submitText="Kirim" pending={false} onSubmit={noop} />, { session: sessionFor('agent') });
    const editor = (await screen.findByRole('textbox', { name: 'Kirim' })) as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: 'Halo Bapak,' } });

    fireEvent.click(screen.getByRole('button', { name: /Sisipkan balasan tersimpan/ }));
    const picker = await screen.findByTestId('saved-reply-picker');
    expect(await within(picker).findByText('Salam pembuka')).toBeInTheDocument();
    expect(within(picker).getByText('Berkas kurang')).toBeInTheDocument();

    fireEvent.click(within(picker).getByText('Berkas kurang'));
    await waitFor(() => expect(editor.value).toBe('Halo Bapak,\n\nMohon lengkapi **SK terakhir** Anda.'));
  });

  it('is not offered to a user without use-saved-replies', async () => {
    renderWithProviders(<CommentEditForm draftScope="test-reply" submitText="Kirim" pending={false} onSubmit={noop} />, { session: sessionFor('user') });
    await screen.findByRole('textbox', { name: 'Kirim' });
    expect(screen.queryByRole('button', { name: /Sisipkan balasan tersimpan/ })).toBeNull();
  });
});
