import { describe, expect, it } from 'vitest';
import { readTicketListParams, type TicketListUrlFilters } from '../../utils/query/url-params';
import { listContextOf, ticketHref } from '../../utils/rules/ticket-list-context';
import { findNeighbours } from '../../utils/rules/ticket-neighbours';
import { UNDO_SEND_SECONDS, holdSecondsLeft, newClientKey } from '../../utils/rules/undo-send';
import type { TicketListItem, TicketListPage } from '../../utils/schemas/tickets';

// A filtered list of 7 tickets (ids 10..70), 3 a page, walked by cursors like the API's.
const IDS = [10, 20, 30, 40, 50, 60, 70];
const LIMIT = 3;
const cursorOf = (page: number) => `c${page}`;
const item = (id: number) => ({ id, number: `HD-${id}`, title: `Tiket ${id}` }) as TicketListItem;

function fakeList() {
  const asked: Partial<TicketListUrlFilters>[] = [];
  const fetchPage = async (filters: TicketListUrlFilters): Promise<TicketListPage> => {
    asked.push({ page: filters.page, cursor: filters.cursor });
    if (filters.cursor !== undefined && filters.cursor !== cursorOf(filters.page)) throw new Error('a cursor of another page');
    const ids = IDS.slice((filters.page - 1) * LIMIT, filters.page * LIMIT);
    const last = Math.ceil(IDS.length / LIMIT);
    return {
      data: ids.map(item),
      total: IDS.length,
      page: filters.page,
      limit: LIMIT,
      next_cursor: filters.page < last ? cursorOf(filters.page + 1) : undefined,
      prev_cursor: filters.page > 1 ? cursorOf(filters.page - 1) : undefined,
    };
  };
  return { asked, fetchPage };
}

const filtersOf = (query: string) => readTicketListParams(Object.fromEntries(new URLSearchParams(query)));
const onPage = (page: number) => filtersOf(`status=DIAJUKAN&limit=${LIMIT}&page=${page}`);

describe('findNeighbours', () => {
  it('finds both on the same page, each carrying that page as its list', async () => {
    const { asked, fetchPage } = fakeList();
    const found = await findNeighbours(20, onPage(1), fetchPage);
    expect(found.previous?.ticket.id).toBe(10);
    expect(found.next?.href).toBe(`/tickets/30?list=${encodeURIComponent('limit=3&status=DIAJUKAN')}`);
    expect(asked).toHaveLength(1);
  });

  it('crosses to the next page by its cursor at the end of a page, and back to the last of the previous one', async () => {
    const { fetchPage } = fakeList();
    const fromEnd = await findNeighbours(30, onPage(1), fetchPage);
    expect(fromEnd.next?.ticket.id).toBe(40);
    expect(listContextOf({ list: new URL(fromEnd.next!.href, 'http://x').searchParams.get('list')! })).toMatchObject({ page: 2, cursor: 'c2' });

    const fromStart = await findNeighbours(40, { ...onPage(2), cursor: 'c2' }, fetchPage);
    expect(fromStart.previous?.ticket.id).toBe(30);
    expect(fromStart.previous?.href).toContain(encodeURIComponent('cursor=c1'));
    expect(fromStart.next?.ticket.id).toBe(50);
  });

  it('has no previous for the first ticket and no next for the last (the buttons are closed)', async () => {
    const { fetchPage } = fakeList();
    expect((await findNeighbours(10, onPage(1), fetchPage)).previous).toBeNull();
    const last = await findNeighbours(70, { ...onPage(3), cursor: 'c3' }, fetchPage);
    expect(last.next).toBeNull();
    expect(last.previous?.ticket.id).toBe(60);
  });

  it('has neither for a ticket no longer on its page', async () => {
    const { asked, fetchPage } = fakeList();
    expect(await findNeighbours(99, onPage(1), fetchPage)).toEqual({ previous: null, next: null });
    expect(asked).toHaveLength(1);
  });
});

describe('the list context in the ticket URL', () => {
  it('is left out without a list, and the defaults stay out of it', () => {
    expect(ticketHref(5)).toBe('/tickets/5');
    expect(ticketHref(5, filtersOf(''))).toBe('/tickets/5?list=');
    expect(listContextOf({ list: '' })).toEqual(filtersOf(''));
  });

  it('reads back what the list wrote, and only what the list would accept', () => {
    const filters = filtersOf('status=DIAJUKAN,DIKERJAKAN&sort=oldest&search=pangkat+golongan&page=2');
    const list = new URL(ticketHref(5, filters), 'http://x').searchParams.get('list')!;
    expect(listContextOf({ list })).toEqual(filters);
    expect(listContextOf({ list: 'sort=bogus&page=-3&status=DIAJUKAN' })).toEqual(filtersOf('status=DIAJUKAN'));
    expect(listContextOf({})).toBeUndefined();
    expect(listContextOf({ list: ['a', 'b'] })).toBeUndefined();
  });
});

describe('the hold of undo send', () => {
  it('counts whole seconds down from UNDO_SEND_SECONDS to 0', () => {
    const start = 1_000_000;
    expect(holdSecondsLeft(start, start)).toBe(UNDO_SEND_SECONDS);
    expect(holdSecondsLeft(start, start + 1)).toBe(UNDO_SEND_SECONDS);
    expect(holdSecondsLeft(start, start + 1000)).toBe(UNDO_SEND_SECONDS - 1);
    expect(holdSecondsLeft(start, start + UNDO_SEND_SECONDS * 1000 - 1)).toBe(1);
    expect(holdSecondsLeft(start, start + UNDO_SEND_SECONDS * 1000)).toBe(0);
    expect(holdSecondsLeft(start, start + 60_000)).toBe(0);
    expect(holdSecondsLeft(start, start - 5_000)).toBe(UNDO_SEND_SECONDS); // a clock set back
  });

  it('gives every reply a new key the comment API accepts', () => {
    const keys = Array.from({ length: 50 }, newClientKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
