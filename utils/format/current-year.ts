/** The current year in Asia/Jakarta (the agency's), e.g. the default year of the IP ASN views. */
export const currentYear = (now = new Date()) => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(now));
