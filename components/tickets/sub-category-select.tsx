import { Select } from 'antd';
import { useCategories } from '@/hooks/references/use-categories';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
}

/** Sub-categories grouped under their category (GET /references/categories); a Form.Item control. */
export function SubCategorySelect({ id, value, onChange, placeholder, allowClear = true }: Props) {
  const { data: categories = [], isLoading } = useCategories();
  const options = categories.map((c) => ({
    label: c.name,
    title: c.name,
    options: c.sub_categories.map((s) => ({ value: s.id, label: s.name })),
  }));
  return (
    <Select<number | null>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      loading={isLoading}
      placeholder={placeholder}
      value={value ?? undefined}
      options={options}
      onChange={(next) => onChange?.(next ?? null)}
      style={{ width: '100%' }}
    />
  );
}
