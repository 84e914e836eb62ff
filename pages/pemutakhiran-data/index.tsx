import type { GetServerSideProps } from 'next';

/** /pemutakhiran-data opens its first section (Next adds the basePath; the section page checks the session). */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/pemutakhiran-data/data-utama', permanent: false },
});

export default function OwnRecordIndex() {
  return null;
}
