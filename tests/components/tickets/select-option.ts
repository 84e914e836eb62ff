import { fireEvent, screen } from '@testing-library/react';

/** Opens the antd Select labelled `label` and clicks its option `option`. */
export async function chooseOption(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option "${option}" in ${String(label)}`);
  fireEvent.click(item);
}

/** Chooses `option` (by its text) in the native select labelled `label`. */
export function chooseNativeOption(label: string | RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const item = [...select.options].find((o) => o.text === option);
  if (!item) throw new Error(`no option "${option}" in ${String(label)}`);
  fireEvent.change(select, { target: { value: item.value } });
}

/** Opens the choice-list button named `label` and ticks `choice`. */
export function tickChoice(label: string | RegExp, choice: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  fireEvent.click(screen.getByRole('checkbox', { name: choice }));
}
