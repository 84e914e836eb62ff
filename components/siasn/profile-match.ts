// The comparison lives in utils/rules (the record health check on the server uses it too).
export { compareProfile, sameNameAndTitles, type Comparison, type PortalIdentity } from '@/utils/rules/profile-match';
