import { Form, Input } from 'antd';
import { webinarsText } from '@/locales/id/webinars';

const t = webinarsText.form.signatory;

/** The certificate's signatory (name, NIP, position): all three or none, as the schema checks. */
export function SignatoryFields() {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} data-testid="webinar-signatory">
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t.legend}</legend>
      <p style={{ marginTop: 0 }}>{t.hint}</p>
      <Form.Item name="signatory_name" label={t.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="signatory_nip" label={t.nip}>
        <Input inputMode="numeric" maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item name="signatory_position" label={t.position}>
        <Input autoComplete="off" />
      </Form.Item>
    </fieldset>
  );
}
