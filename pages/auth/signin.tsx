import { CenteredPage } from '@/components/auth/centered-page';
import { SignInCard } from '@/components/auth/sign-in-card';
import { signIn } from '@/locales/id';
import { signInPageProps } from '@/server/auth/sign-in-page-props';
import type { SignInPageProps } from '@/utils/schemas/sign-in';

export default function SignInPage(props: SignInPageProps) {
  return (
    <CenteredPage title={signIn.title}>
      <SignInCard {...props} />
    </CenteredPage>
  );
}

export const getServerSideProps = signInPageProps;
