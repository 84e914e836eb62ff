import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WebinarDetailView } from '@/components/webinars/webinar-detail-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { participantQuiz, progress, serveWebinar, webinarDetail } from '../../msw/handlers/webinars';
import { renderWithProviders } from '../render';

/** A step of the bar (antd's Steps, loaded on demand) that may be opened. */
const stepButton = async (name: RegExp) => within(await screen.findByTestId('webinar-steps')).findByRole('button', { name });

function renderDetail(detail = webinarDetail(), quiz = participantQuiz) {
  const served = serveWebinar(detail, quiz);
  server.use(...served.handlers);
  renderWithProviders(<WebinarDetailView id={5} />, { session: sessionFor('user'), path: '/webinar/5' });
  return served;
}

describe('webinar page: the quiz', { timeout: 20_000 }, () => {
  it('shows the answers with nothing marked right, and posts the answer{n}-{id} keys for the server to score', async () => {
    const { attempts } = renderDetail();
    const pretest = await screen.findByTestId('quiz-pretest');
    expect(within(pretest).getAllByRole('radio')).toHaveLength(5);
    expect(within(pretest).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(within(pretest).queryByLabelText(/jawaban benar/i)).toBeNull();

    fireEvent.click(within(pretest).getByLabelText('Anggota Sipil Negara'));
    fireEvent.click(within(pretest).getByLabelText('SKP'));
    fireEvent.click(within(pretest).getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(attempts).toEqual([{ kind: 'pretest', answers: { 31: 'answer2-31', 32: 'answer2-32' } }]));
  });

  it('reveals no correct answer even when one reached the page', async () => {
    const leaked = participantQuiz.map((item) => ({ ...item, correctAnswer: `answer1-${item.id}` }));
    renderDetail(webinarDetail(), leaked);
    const pretest = await screen.findByTestId('quiz-pretest');
    expect(within(pretest).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(pretest.textContent).not.toMatch(/answer1-|benar/i);
  });

  it("after the last posttest attempt: the server's score and right or wrong per question, no form and no other try", async () => {
    const posttest = { attempts_used: 1, attempts_left: 0, result: { correct: 1, total: 2, score: 50 }, feedback: [{ item_id: 31, right: true }, { item_id: 32, right: false }] };
    renderDetail(webinarDetail({ progress: progress({ attended: true, pretest: { correct: 1, total: 2, score: 50 }, pretest_open: false, posttest, missing: ['survey'] }) }));
    // The survey's turn: the finished posttest opens again from the steps bar.
    await screen.findByRole('heading', { name: 'Langkah 5: Survei' });
    fireEvent.click(await stepButton(/Posttest/));
    expect((await screen.findByTestId('posttest-score')).textContent).toBe('Nilai 50 (1 dari 2 benar)');
    expect(screen.getByTestId('posttest-feedback').textContent).toBe('BenarSalah');
    expect(screen.queryByTestId('quiz-pretest')).toBeNull();
    expect(screen.queryByTestId('quiz-posttest')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kerjakan lagi (nilai terbaik disimpan)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lanjut ke langkah 5: Survei' })).toBeInTheDocument();
  });

  it('with attempts left: no score yet, the attempts left and another try', async () => {
    const posttest = { attempts_used: 1, attempts_left: 2, result: null, feedback: null };
    renderDetail(webinarDetail({ progress: progress({ attended: true, pretest_open: false, posttest, posttest_open: true, missing: ['survey'] }) }));
    fireEvent.click(await stepButton(/Posttest/));
    expect((await screen.findByTestId('posttest-attempts')).textContent).toMatch(/Sisa kesempatan: 2/);
    expect(screen.queryByTestId('posttest-score')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kerjakan lagi (nilai terbaik disimpan)' }));
    await screen.findByTestId('quiz-posttest');
  });

  it('passes a pretest closed by the start, and keeps the steps after the open one shut', async () => {
    renderDetail(webinarDetail({ attendance_open: true, progress: progress({ pretest_open: false }) }));
    expect(await screen.findByRole('heading', { name: 'Langkah 3: Hadir' })).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Hadir' }) as HTMLButtonElement).disabled).toBe(false);
    // Posttest, survey and certificate wait: not buttons of the bar.
    const bar = await screen.findByTestId('webinar-steps');
    await waitFor(() => expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/Daftar\s*Selesai$/), expect.stringMatching(/Pretest\s*Dilewati$/), expect.stringMatching(/Hadir\s*Giliran Anda$/)]));
    fireEvent.click(await stepButton(/Pretest/));
    expect(await screen.findByText('Pretest ditutup karena webinar sudah dimulai. Lanjutkan ke langkah berikutnya.')).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-pretest')).toBeNull();
  });

  it('does not send a quiz with unanswered questions: it names them and moves to the first', async () => {
    const { attempts } = renderDetail();
    const pretest = await screen.findByTestId('quiz-pretest');
    fireEvent.click(within(pretest).getByLabelText('SKP'));
    fireEvent.click(within(pretest).getByRole('button', { name: 'Kirim jawaban' }));
    expect((await screen.findByTestId('quiz-unanswered')).textContent).toBe('Jawab semua soal sebelum mengirim. Belum dijawab: soal 1.');
    expect(document.activeElement).toBe(within(pretest).getAllByRole('radio')[0]);
    expect(attempts).toEqual([]);
    // Answering it clears the warning; the quiz goes.
    fireEvent.click(within(pretest).getByLabelText('Anggota Sipil Negara'));
    expect(screen.queryByTestId('quiz-unanswered')).toBeNull();
    fireEvent.click(within(pretest).getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(attempts).toHaveLength(1));
  });
});

describe('webinar page: the certificate', { timeout: 20_000 }, () => {
  it('waits, shut in the steps bar, until the steps before it are done', async () => {
    renderDetail(webinarDetail({ progress: progress({ attended: true, pretest: { correct: 1, total: 2, score: 50 }, pretest_open: false, posttest_open: true, missing: ['posttest', 'survey'] }) }));
    expect(await screen.findByRole('heading', { name: 'Langkah 4: Posttest' })).toBeInTheDocument();
    const bar = await screen.findByTestId('webinar-steps');
    await waitFor(() => expect(within(bar).getByText('Sertifikat')).toBeInTheDocument());
    expect(within(bar).queryByRole('button', { name: /Sertifikat/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Unduh sertifikat' })).toBeNull();
  });

  it('after the survey, Lanjut leads to the certificate: the last step, done once the others are', async () => {
    const answered = progress({ attended: true, survey: true, posttest: { attempts_used: 1, attempts_left: 0, result: { correct: 2, total: 2, score: 100 }, feedback: [] }, pretest: { correct: 1, total: 2, score: 50 }, pretest_open: false, certificate_ready: true, missing: [] });
    renderDetail(webinarDetail({ progress: answered }));
    fireEvent.click(await stepButton(/Survei/));
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut ke langkah 6: Sertifikat' }));
    expect(await screen.findByRole('heading', { name: 'Langkah 6: Sertifikat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unduh sertifikat' })).toBeInTheDocument();
  });

  it('becomes the download link once attended, posttest taken and survey answered', async () => {
    const ready = progress({ attended: true, survey: true, posttest: { attempts_used: 1, attempts_left: 0, result: { correct: 2, total: 2, score: 100 }, feedback: [] }, pretest: { correct: 1, total: 2, score: 50 }, certificate_ready: true, missing: [] });
    renderDetail(webinarDetail({ progress: ready }));
    const link = await screen.findByRole('link', { name: 'Unduh sertifikat' });
    expect(link.getAttribute('href')).toBe('/helpdesk/api/webinars/5/certificate');
    expect(screen.queryByRole('button', { name: 'Unduh sertifikat' })).toBeNull();
  });

  it('offers nothing of a participant\'s steps to someone not registered but Daftar', async () => {
    renderDetail(webinarDetail({ registered: false, may_register: true, progress: null }));
    expect(await screen.findByRole('heading', { name: 'Langkah 1: Daftar' })).toBeInTheDocument();
    expect(((await screen.findByRole('button', { name: 'Daftar' })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Unduh sertifikat')).toBeNull();
    expect(screen.queryByTestId('quiz-pretest')).toBeNull();
  });
});
