import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { iconSymbols } from '@/components/ui/icon-symbols';

/**
 * The icons on every row of a pipeline's list (a document's PDF, Unggah SK), drawn once by the
 * table as symbols: inline, twenty Unggah SK icons were a third of the KP page's HTML (issue 34).
 */
export const PIPELINE_ROW_SYMBOLS = iconSymbols([FilePdfOutlined, UploadOutlined]);
