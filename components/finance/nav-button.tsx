import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { ButtonLink } from '@/components/ui/button';

/**
 * A link drawn as a button that moves inside the app like next/link: a real href (new tab, copy
 * link), while a plain click goes through the router.
 */
export function NavButton({ href, type, icon, children, 'data-testid': testId }: { href: string; type?: 'primary' | 'default'; icon?: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  const router = useRouter();
  const go = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.push(href);
  };
  return (
    <ButtonLink href={`${router.basePath}${href}`} type={type} icon={icon} onClick={go} data-testid={testId}>
      {children}
    </ButtonLink>
  );
}
