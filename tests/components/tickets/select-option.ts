import { fireEvent, screen } from '@testing-library/react';

/** Opens the antd Select labelled `label` and clicks its option `option`. */
export async function chooseOption(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option "${option}" in ${String(label)}`);
  fireEvent.click(item);
}
