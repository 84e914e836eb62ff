import Link from 'next/link';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph, Title } from '@/components/ui/text';
import { financeText as t } from '@/locales/id/finance';
import type { LoanType } from '@/utils/schemas/bank';
import { NavButton } from './nav-button';
import { ProductTerms } from './product-terms';
import { WithProducts } from './products-state';

/** /layanan-keuangan/{kpr|kmg|kkb}: what the product is for, the bank's terms, the requirements. */
export function ProductView({ code }: { code: LoanType }) {
  const text = t.products[code];
  return (
    <Flex vertical gap={16}>
      <Link href="/layanan-keuangan">← {t.back}</Link>
      <div>
        <Title level={1}>{text.name}</Title>
        <Paragraph>{text.purpose}</Paragraph>
      </div>
      <Flex gap={8} wrap>
        <NavButton href={`/layanan-keuangan/simulasi?jenis=${code}`}>{t.simulate}</NavButton>
        <NavButton type="primary" href={`/layanan-keuangan/pengajuan/baru?jenis=${code}`}>
          {t.apply}
        </NavButton>
      </Flex>
      <Panel title={t.terms.title}>
        <WithProducts>
          {(products) => {
            const product = products.find((p) => p.code === code);
            return product ? <ProductTerms product={product} /> : null;
          }}
        </WithProducts>
      </Panel>
      <Panel title={t.requirements}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-testid="requirements">
          {text.requirements.map((item) => (
            <li key={item}>
              <CheckCircleOutlined aria-hidden style={{ marginRight: 8 }} />
              {item}
            </li>
          ))}
        </ul>
      </Panel>
    </Flex>
  );
}
