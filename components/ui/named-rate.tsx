import { cloneElement, type ReactElement } from 'react';
import { Rate, type RateProps } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { ratingText } from '@/locales/id/rating';

type Star = ReactElement<{ children: ReactElement }>;

// antd's Rate draws each star as an unnamed role=radio inside an <li>, and its star icon is
// labelled "star" in English: each radio gets "N bintang" and the icon is hidden.
const nameStar = (node: ReactElement, { index = 0 }: { index?: number }) => {
  const li = node as Star;
  return cloneElement(li, {}, cloneElement(li.props.children as ReactElement<Record<string, unknown>>, { 'aria-label': ratingText.star(index + 1) }));
};

/** antd Rate with Indonesian names on every star, for the prompt and the read-only summaries. */
export function NamedRate(props: RateProps) {
  return <Rate character={<StarFilled aria-hidden />} characterRender={nameStar} {...props} />;
}
