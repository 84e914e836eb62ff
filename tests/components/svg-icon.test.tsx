// SvgIcon must draw exactly what antd's icon component draws (issue 34: rows of a list use it).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckCircleOutlined, ClockCircleOutlined, CommentOutlined, ExclamationCircleOutlined, LockOutlined, MinusCircleOutlined, PushpinOutlined, SyncOutlined } from '@ant-design/icons';
import CheckCircle from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircle from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import Comment from '@ant-design/icons-svg/es/asn/CommentOutlined';
import ExclamationCircle from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import Lock from '@ant-design/icons-svg/es/asn/LockOutlined';
import MinusCircle from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import Pushpin from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import Sync from '@ant-design/icons-svg/es/asn/SyncOutlined';
import HeartTwoTone from '@ant-design/icons-svg/es/asn/HeartTwoTone';
import { HeartTwoTone as AntdHeartTwoTone } from '@ant-design/icons';
import { SvgIcon } from '@/components/ui/svg-icon';

/** The same markup up to the order of the span's attributes. */
function normalized(html: string): string {
  return html.replace(/<span ([^>]*)>/g, (_, attributes: string) => `<span ${attributes.match(/[\w-]+="[^"]*"/g)?.sort().join(' ')}>`);
}

describe('SvgIcon', () => {
  it('draws each list icon as antd does, with and without a label, hidden or spinning', () => {
    const pairs = [
      [<CommentOutlined key="a" />, <SvgIcon key="b" icon={Comment} />],
      [<LockOutlined key="a" aria-label="Dikunci" />, <SvgIcon key="b" icon={Lock} aria-label="Dikunci" />],
      [<PushpinOutlined key="a" aria-label="Disematkan" />, <SvgIcon key="b" icon={Pushpin} aria-label="Disematkan" />],
      [<CheckCircleOutlined key="a" aria-hidden />, <SvgIcon key="b" icon={CheckCircle} aria-hidden />],
      [<ClockCircleOutlined key="a" aria-hidden />, <SvgIcon key="b" icon={ClockCircle} aria-hidden />],
      [<MinusCircleOutlined key="a" aria-hidden />, <SvgIcon key="b" icon={MinusCircle} aria-hidden />],
      [<ExclamationCircleOutlined key="a" aria-hidden />, <SvgIcon key="b" icon={ExclamationCircle} aria-hidden />],
      [<SyncOutlined key="a" spin aria-hidden />, <SvgIcon key="b" icon={Sync} spin aria-hidden />],
      [<AntdHeartTwoTone key="a" />, <SvgIcon key="b" icon={HeartTwoTone} />],
    ];
    for (const [antd, ours] of pairs) {
      const expected = renderToStaticMarkup(antd);
      expect(expected).toContain('<path');
      expect(normalized(renderToStaticMarkup(ours))).toBe(normalized(expected));
    }
  });
});
