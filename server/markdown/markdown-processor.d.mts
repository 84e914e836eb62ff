import type { Options } from 'rehype-sanitize';

export declare const sanitizeSchema: Options;
export declare const UPLOADED_IMAGE_URL: RegExp;
export declare function renderUnbounded(markdown: string): Promise<string>;
