import type { Options } from 'rehype-sanitize';

export declare const sanitizeSchema: Options;
export declare const UPLOADED_IMAGE_URL: RegExp;
/** A rehype plugin: images not uploaded here become links (or their alt text), external links get rel and target. */
export declare const rehypeHarden: () => (tree: import('hast').Root) => void;
export declare function renderUnbounded(markdown: string): Promise<string>;
