// AppLink: a ticket list's title links, plain anchors that still navigate client-side (issue 34).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink } from '@/components/ui/app-link';
import { mockRouter } from './router-mock';

const renderLink = (props: Partial<Parameters<typeof AppLink>[0]> = {}) => {
  render(<AppLink href="/tickets/7?list=status%3DBARU" {...props}>Tiket 7</AppLink>);
  return screen.getByRole('link', { name: 'Tiket 7' });
};

describe('AppLink', () => {
  it('is an anchor to the page under the basePath, so it opens in a new tab like any link', () => {
    expect(renderLink().getAttribute('href')).toBe('/helpdesk/tickets/7?list=status%3DBARU');
  });

  it('navigates client-side on a plain click', () => {
    const link = renderLink();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(mockRouter.push).toHaveBeenCalledWith('/tickets/7?list=status%3DBARU');
  });

  it('leaves a click with a modifier, another button or another target to the browser', () => {
    const link = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    link.setAttribute('target', '_blank');
    fireEvent.click(link);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it("runs the caller's onClick first, which may keep the browser's behaviour", () => {
    const link = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it("fetches the page's code when the pointer comes near", () => {
    fireEvent.mouseEnter(renderLink());
    expect(mockRouter.prefetch).toHaveBeenCalledWith('/tickets/7?list=status%3DBARU');
  });
});
