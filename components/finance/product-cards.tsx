import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { financeText as t } from '@/locales/id/finance';
import { productPath } from '@/utils/rules/loan-status';
import { FinanceHeading } from './finance-heading';
import { NavButton } from './nav-button';
import { ProductTerms } from './product-terms';
import { WithProducts } from './products-state';

/** /layanan-keuangan: the three products with the bank's terms, Simulasi and Ajukan, and one's applications. */
export function ProductCards() {
  return (
    <Flex vertical gap={16}>
      <FinanceHeading
        title={t.title}
        intro={t.intro}
        action={
          <NavButton href="/layanan-keuangan/pengajuan" data-testid="my-applications">
            {t.myApplications}
          </NavButton>
        }
      />
      <WithProducts>
        {(products) => (
          <div data-testid="product-cards" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
            {products.map((product) => (
              <Panel key={product.code} title={<Link href={productPath(product.code)}>{t.products[product.code].name}</Link>} data-testid={`product-${product.code}`}>
                <Flex vertical gap={12}>
                  <Paragraph secondary>{t.products[product.code].short}</Paragraph>
                  <ProductTerms product={product} brief />
                  <Flex gap={8} wrap>
                    <NavButton href={`/layanan-keuangan/simulasi?jenis=${product.code}`}>{t.simulate}</NavButton>
                    <NavButton type="primary" href={`/layanan-keuangan/pengajuan/baru?jenis=${product.code}`}>
                      {t.apply}
                    </NavButton>
                  </Flex>
                </Flex>
              </Panel>
            ))}
          </div>
        )}
      </WithProducts>
    </Flex>
  );
}
