/** What each kind's fields take: the names of pre-filled picker ids, and whose record it is (`nip` null: own). */
export interface KindFieldsProps {
  labels: Readonly<Record<string, string>>;
  nip: string | null;
}
