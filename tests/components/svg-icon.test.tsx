// A row's icon is antd's icon with its paths in the page's sprite (issue 34): the same span and
// <svg> as antd draws, a <use> of a symbol that holds exactly antd's paths.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckCircleOutlined, ClockCircleOutlined, CommentOutlined, ExclamationCircleOutlined, LockOutlined, MinusCircleOutlined, PushpinOutlined, SmileOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { IconSprite, SPRITE_ICONS } from '@/components/ui/icon-sprite';
import { SPRITE_VIEWBOX, type SpriteIconName } from '@/components/ui/sprite-names';
import { SvgIcon } from '@/components/ui/svg-icon';

/** The same markup up to the order of the span's attributes. */
const normalized = (html: string) => html.replace(/<span ([^>]*)>/g, (_, attributes: string) => `<span ${attributes.match(/[\w-]+="[^"]*"/g)?.sort().join(' ')}>`);
const inside = (html: string) => /<svg[^>]*>(.*)<\/svg>/s.exec(html)?.[1];

const sprite = renderToStaticMarkup(<IconSprite />);
const symbolOf = (name: string) => new RegExp(`<symbol id="hd-icon-${name}">(.*?)</symbol>`, 's').exec(sprite)?.[1];

const ANTD: Record<SpriteIconName, (props: { spin?: boolean; 'aria-hidden'?: boolean; 'aria-label'?: string }) => ReactElement> = {
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
};
const NAMES = Object.keys(ANTD) as SpriteIconName[];

describe('SvgIcon and the icon sprite', () => {
  it('the sprite holds every icon, each drawn in antd’s box', () => {
    expect([...SPRITE_ICONS.keys()].sort()).toEqual([...NAMES].sort());
    for (const svg of SPRITE_ICONS.values()) expect(svg.attrs.viewBox).toBe(SPRITE_VIEWBOX);
    expect(sprite).toMatch(/^<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">/);
  });

  it.each(NAMES)('%s: antd’s span and <svg>, its paths in the symbol', (name) => {
    for (const props of [{}, { 'aria-hidden': true }, { 'aria-label': 'Label' }, { spin: true, 'aria-hidden': true }]) {
      const antd = renderToStaticMarkup(ANTD[name](props));
      const ours = renderToStaticMarkup(<SvgIcon name={name} {...props} />);
      expect(normalized(ours)).toBe(normalized(antd.replace(/(<svg[^>]*>).*(<\/svg>)/s, `$1<use href="#hd-icon-${name}"></use>$2`)));
      expect(symbolOf(name)).toBe(inside(antd));
    }
  });
});
