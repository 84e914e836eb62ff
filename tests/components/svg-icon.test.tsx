// A row's icon is antd's icon with its paths in a sprite (issue 34): one <svg> with antd's classes
// and how it is read out, a <use> of a symbol that holds exactly antd's paths in antd's box.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CommentOutlined,
  ExclamationCircleOutlined,
  FilePdfOutlined,
  LockOutlined,
  MinusCircleOutlined,
  PushpinOutlined,
  SmileOutlined,
  SyncOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { IconSprite } from '@/components/ui/icon-sprite';
import { IconSymbols } from '@/components/ui/icon-symbols';
import type { SpriteIconName } from '@/components/ui/sprite-names';
import { SvgIcon } from '@/components/ui/svg-icon';
import { PathIcon } from '@/components/ui/path-icon';
import DownOutlinedIcon from '@ant-design/icons-svg/es/asn/DownOutlined';
import HomeOutlinedIcon from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { DownOutlined, HomeOutlined } from '@ant-design/icons';
import { PIPELINE_ROW_SYMBOLS } from '@/components/pipelines/pipeline-icons';

const sprites = renderToStaticMarkup(<IconSprite />) + renderToStaticMarkup(<IconSymbols symbols={PIPELINE_ROW_SYMBOLS} />);
const symbolOf = (name: string) => new RegExp(`<symbol id="hd-icon-${name}" viewBox="([^"]*)">(.*?)</symbol>`, 's').exec(sprites);

type Props = { spin?: boolean; 'aria-hidden'?: boolean; 'aria-label'?: string };
const ANTD: Record<SpriteIconName, (props: Props) => ReactElement> = {
  'check-circle': (p) => <CheckCircleOutlined {...p} />,
  'clock-circle': (p) => <ClockCircleOutlined {...p} />,
  comment: (p) => <CommentOutlined {...p} />,
  'exclamation-circle': (p) => <ExclamationCircleOutlined {...p} />,
  lock: (p) => <LockOutlined {...p} />,
  'minus-circle': (p) => <MinusCircleOutlined {...p} />,
  pushpin: (p) => <PushpinOutlined {...p} />,
  smile: (p) => <SmileOutlined {...p} />,
  sync: (p) => <SyncOutlined {...p} />,
  user: (p) => <UserOutlined {...p} />,
  upload: (p) => <UploadOutlined {...p} />,
  'file-pdf': (p) => <FilePdfOutlined {...p} />,
};
const NAMES = Object.keys(ANTD) as SpriteIconName[];

/** What a screen reader and the styles see of an icon: its role, name, hidden state and classes. */
function reading(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  const icon = host.firstElementChild as Element;
  const hidden = icon.getAttribute('aria-hidden') === 'true';
  return { hidden, role: hidden ? null : icon.getAttribute('role'), name: hidden ? null : icon.getAttribute('aria-label'), classes: icon.getAttribute('class') };
}

describe('SvgIcon and the icon sprites', () => {
  it('the sprites are hidden and take no room', () => {
    expect(renderToStaticMarkup(<IconSprite />)).toMatch(/^<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><symbol /);
  });

  it.each(NAMES)('%s: read out and classed as antd’s, its paths and box in the symbol', (name) => {
    for (const props of [{}, { 'aria-hidden': true }, { 'aria-label': 'Label' }, { spin: true, 'aria-hidden': true }] as Props[]) {
      const antd = renderToStaticMarkup(ANTD[name](props));
      const ours = renderToStaticMarkup(<SvgIcon name={name} {...props} />);
      expect(reading(ours)).toEqual(reading(antd));
      expect(ours).toContain(`<use href="#hd-icon-${name}"></use>`);
      const [, viewBox, paths] = symbolOf(name) ?? [];
      expect(viewBox).toBe(/viewBox="([^"]*)"/.exec(antd)?.[1]);
      expect(paths).toBe(/<svg[^>]*>(.*)<\/svg>/s.exec(antd)?.[1]);
    }
  });
});

describe('PathIcon (the shell’s decorative icons)', () => {
  it.each([
    [HomeOutlinedIcon, <HomeOutlined key="home" aria-hidden />],
    [DownOutlinedIcon, <DownOutlined key="down" aria-hidden />],
  ])('%#: hidden and classed as antd’s, with antd’s box and paths in one <svg>', (definition, antdIcon) => {
    const antd = renderToStaticMarkup(antdIcon);
    const ours = renderToStaticMarkup(<PathIcon icon={definition} />);
    expect(reading(ours)).toEqual(reading(antd));
    expect(/viewBox="([^"]*)"/.exec(ours)?.[1]).toBe(/viewBox="([^"]*)"/.exec(antd)?.[1]);
    expect(/<svg[^>]*>(.*)<\/svg>/s.exec(ours)?.[1]).toBe(/<svg[^>]*>(.*)<\/svg>/s.exec(antd)?.[1]);
  });
});
