import { fireEvent, screen, waitFor } from '@testing-library/react';

// Driving antd's Select and DatePicker in component tests (the history-entry forms).

/** Picks `option` in the antd Select labelled `label`. */
export async function pick(label: string, option: string) {
  const box = screen.getByLabelText(label);
  fireEvent.mouseDown(box);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** Types a DD-MM-YYYY day into the DatePicker labelled `label` and confirms it. */
export function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
