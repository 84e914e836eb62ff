import { NativeSelect } from '@/components/ui/native-select';
import { useCategories } from '@/hooks/references/use-categories';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

/**
 * Sub-categories grouped under their category (GET /references/categories), in the browser's own
 * select (type-ahead, the phone's picker); the placeholder row clears the choice. Works as a
 * Form.Item control too.
 */
export function SubCategorySelect({ id, value, onChange, placeholder }: Props) {
  const { data: categories = [], isLoading } = useCategories();
  const groups = categories.map((c) => ({ label: c.name, options: c.sub_categories.map((s) => ({ value: s.id, label: s.name })) }));
  return (
    <NativeSelect<number>
      id={id}
      aria-busy={isLoading || undefined}
      placeholder={placeholder ?? ''}
      value={value ?? undefined}
      options={groups}
      onChange={(next) => onChange?.(next ?? null)}
      style={{ width: '100%' }}
    />
  );
}
