import { runMatrix } from './matrix/run-matrix';
import { ticketRows } from './matrix/rows-tickets';

// Tickets, comments, suggestions and the dashboard: owner vs non-owner per docs/permissions.md.
runMatrix('tickets', ticketRows);
