import type { EmployeeFilters, IpAsnFilters, PageQuery, RekonMfaFilters } from '@/services/personnel-reports';

// The keys of the report, unit and reconciliation screens (docs/personnel-admin.md sections 4, 6
// and 7), in the shape of hooks/query-keys.ts.

export const reportKeys = {
  all: ['personnel-reports'] as const,
  employees: () => [...reportKeys.all, 'employees'] as const,
  employeeList: (query: EmployeeFilters & PageQuery) => [...reportKeys.employees(), 'list', query] as const,
  opds: () => [...reportKeys.employees(), 'opd'] as const,
  ipAsn: () => [...reportKeys.all, 'ip-asn'] as const,
  ipAsnList: (query: IpAsnFilters & PageQuery) => [...reportKeys.ipAsn(), query] as const,
};

export const unorKeys = {
  all: ['unor'] as const,
  children: (parentId: string | null) => [...unorKeys.all, 'children', parentId ?? 'root'] as const,
  search: (term: string) => [...unorKeys.all, 'search', term] as const,
};

export const rekonKeys = {
  all: ['rekon'] as const,
  summary: (tahun: number) => [...rekonKeys.all, 'summary', tahun] as const,
  mfa: (query: RekonMfaFilters & PageQuery) => [...rekonKeys.all, 'mfa', query] as const,
};
