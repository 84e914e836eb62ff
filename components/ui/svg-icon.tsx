import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

// An antd icon drawn as antd draws it (the same span, classes and <svg>), for icons repeated on
// every row of a list: antd's icon component renders each path as its own element through a
// context, a ref and a style hook, a large share of a ticket list page rendered on the server
// (issue 34, docs/performance.md). Here the <svg>'s inside is one string, built once per icon.
// tests/components/svg-icon.test.tsx compares the markup with antd's own.

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function markupOf(node: AbstractNode): string {
  const attributes = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${node.tag}${attributes}>${(node.children ?? []).map(markupOf).join('')}</${node.tag}>`;
}

/** The <svg> of a definition; a two-tone one in antd's default colours. */
const rootOf = (definition: IconDefinition): AbstractNode => (typeof definition.icon === 'function' ? definition.icon('#1677ff', '#e6f4ff') : definition.icon);

const insides = new WeakMap<IconDefinition, { __html: string }>();
function insideOf(definition: IconDefinition): { __html: string } {
  let inside = insides.get(definition);
  if (!inside) {
    inside = { __html: (rootOf(definition).children ?? []).map(markupOf).join('') };
    insides.set(definition, inside);
  }
  return inside;
}

interface SvgIconProps {
  /** A definition from `@ant-design/icons-svg/es/asn/*`, e.g. CommentOutlined. */
  icon: IconDefinition;
  spin?: boolean;
  'aria-hidden'?: boolean;
  'aria-label'?: string;
}

export function SvgIcon({ icon: definition, spin, 'aria-hidden': hidden, 'aria-label': label = definition.name }: SvgIconProps) {
  const { viewBox } = rootOf(definition).attrs;
  return (
    <span role="img" aria-label={label} aria-hidden={hidden} className={`anticon anticon-${definition.name}${spin ? ' anticon-spin' : ''}`}>
      <svg viewBox={viewBox} focusable="false" data-icon={definition.name} width="1em" height="1em" fill="currentColor" aria-hidden="true" dangerouslySetInnerHTML={insideOf(definition)} />
    </span>
  );
}
