import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { pathsOf } from './icon-symbols';

const markup = new WeakMap<IconDefinition, { __html: string }>();
const markupOf = (icon: IconDefinition) => {
  if (!markup.has(icon)) markup.set(icon, { __html: pathsOf(icon) });
  return markup.get(icon) as { __html: string };
};

/**
 * A decorative antd icon (hidden from screen readers) drawn from its definition
 * (`@ant-design/icons-svg`) as one <svg> with its paths as markup, sized and coloured by
 * styles/shell.css like `SvgIcon`: for the shell's icons, on every page once each. antd's icon
 * component draws a span, an <svg> with seven attributes and an element per path, through three
 * hooks (issue 34).
 */
export function PathIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = icon.icon as AbstractNode;
  return <svg className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`} viewBox={svg.attrs.viewBox} aria-hidden="true" dangerouslySetInnerHTML={markupOf(icon)} />;
}
