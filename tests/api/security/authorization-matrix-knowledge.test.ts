import { knowledgeRows } from './matrix/rows-knowledge';
import { runMatrix } from './matrix/run-matrix';

// Reference data, FAQs, announcements, saved replies and departments (docs/knowledge.md).
runMatrix('knowledge', knowledgeRows);
