/** Props of the sign-in page, computed on the server from the configured providers. */
export interface SignInPageProps {
  providers: { id: string; name: string }[];
  callbackUrl: string;
  error: string | null;
}
