/** undefined while the router reads the URL, null when the segment is not a row id. */
export const routeId = (ready: boolean, value: unknown) => (!ready ? undefined : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
