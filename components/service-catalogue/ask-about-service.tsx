import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { serviceCatalogueText as t } from '@/locales/id/service-catalogue';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';

/** The ticket form, preset to the service's sub-category (the form reads `?sub_category=`). */
export const askPath = (subCategoryId: number | null) => (subCategoryId === null ? '/tickets/create' : `/tickets/create?sub_category=${subCategoryId}`);

/**
 * The portal's sign-in page with the way back: after signing in, next-auth lands on `callbackUrl`
 * (a path inside /helpdesk, as the page guard sends it; basePath is not added to plain links).
 */
export const signInFirst = (path: string) => `/helpdesk/auth/signin?${new URLSearchParams({ callbackUrl: `/helpdesk${path}` })}`;

/** "Tanya tentang layanan ini": straight to the preset ticket form when signed in, through sign-in otherwise. */
export function AskAboutService({ subCategoryId }: { subCategoryId: number | null }) {
  const { status } = useSession();
  if (status === 'loading') return null;
  const path = askPath(subCategoryId);
  const icon = <QuestionCircleOutlined aria-hidden />;
  return (
    <Flex vertical gap={8} data-testid="ask-about-service">
      {status === 'authenticated' ? (
        <Link href={path} className="btn btn-primary btn-lg btn-block">
          {icon}
          <span>{t.page.ask}</span>
        </Link>
      ) : (
        <ButtonLink href={signInFirst(path)} type="primary" size="large" block icon={icon}>
          {t.page.ask}
        </ButtonLink>
      )}
      <Text secondary>{status === 'authenticated' ? t.page.askHint : t.page.askSignIn}</Text>
    </Flex>
  );
}
