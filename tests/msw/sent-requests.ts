// What the portal sent to an msw handler, as the handlers of the SIASN screens record it.

/** The path below /helpdesk/api. */
export const pathOf = (url: string) => new URL(url).pathname.replace(/^\/helpdesk\/api/, '');

/** A multipart request: its path, text fields and the file part's name, type and size. */
export interface SentForm {
  path: string;
  fields: Record<string, string>;
  file: { name: string; type: string; size: number } | null;
}

export async function sentForm(request: Request): Promise<SentForm> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let file: SentForm['file'] = null;
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
    else file = { name: value.name, type: value.type, size: value.size };
  });
  return { path: pathOf(request.url), fields, file };
}
