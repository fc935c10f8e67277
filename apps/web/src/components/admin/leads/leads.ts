import type { LeadDto, LeadKind } from '@app/validators';

export interface LeadKindInfo {
  kind: LeadKind;
  /** Tab label. */
  label: string;
  /** Singular noun for the export file and the dialog. */
  noun: string;
  emptyTitle: string;
  emptyMessage: string;
}

/** The five kinds of lead, in tab order. */
export const LEAD_KIND_INFO: LeadKindInfo[] = [
  {
    kind: 'contact',
    label: 'Contact Messages',
    noun: 'Contact message',
    emptyTitle: 'No contact messages yet',
    emptyMessage: 'Messages sent through the contact form will appear here.',
  },
  {
    kind: 'transportation',
    label: 'Transportation Quotes',
    noun: 'Transportation quote request',
    emptyTitle: 'No transportation quote requests yet',
    emptyMessage: 'Freight quote requests from the Transportation page will appear here.',
  },
  {
    kind: 'warehouse',
    label: 'Warehouse Quotes',
    noun: 'Warehouse quote request',
    emptyTitle: 'No warehouse quote requests yet',
    emptyMessage: 'Quote requests from the Warehouse page will appear here.',
  },
  {
    kind: 'carrier',
    label: 'Carrier Requests',
    noun: 'Carrier join request',
    emptyTitle: 'No carrier requests yet',
    emptyMessage: 'Carriers asking to join the network will appear here.',
  },
  {
    kind: 'newsletter',
    label: 'Newsletter',
    noun: 'Newsletter subscriber',
    emptyTitle: 'No newsletter subscribers yet',
    emptyMessage: 'Visitors who subscribe to the newsletter will appear here.',
  },
];

export const kindInfo = (kind: LeadKind): LeadKindInfo => LEAD_KIND_INFO.find((k) => k.kind === kind) ?? LEAD_KIND_INFO[0]!;

export const LEAD_STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};

export const LEAD_STATUS_COLORS: Record<string, string> = {
  new: 'brand',
  contacted: 'amber',
  closed: 'gray',
  active: 'teal',
  unsubscribed: 'gray',
};

export const statusLabel = (status: string) => LEAD_STATUS_LABELS[status] ?? status;

/** The statuses a lead of this kind can take. */
export function statusesFor(kind: LeadKind): string[] {
  return kind === 'newsletter' ? ['active', 'unsubscribed'] : ['new', 'contacted', 'closed'];
}

export const statusOptions = (kind: LeadKind) => statusesFor(kind).map((value) => ({ value, label: statusLabel(value) }));

export const statusFilterOptions = (kind: LeadKind) => [{ value: 'all', label: 'All statuses' }, ...statusOptions(kind)];

export interface LeadFilter {
  search: string;
  status: string;
}

export const leadFiltersActive = (f: LeadFilter) => f.search.trim() !== '' || (f.status !== '' && f.status !== 'all');

/** Search matches name, email, company or summary, ignoring case; status 'all' keeps every lead. */
export function filterLeads(leads: LeadDto[], { search, status }: LeadFilter): LeadDto[] {
  const needle = search.trim().toLowerCase();
  return leads.filter((lead) => {
    if (status && status !== 'all' && lead.status !== status) return false;
    if (!needle) return true;
    return [lead.name, lead.email ?? '', lead.company ?? '', lead.summary].some((v) => v.toLowerCase().includes(needle));
  });
}

/** A CSV cell: quoted when it holds a comma, quote, line break or leading/trailing space; quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Spreadsheets run cells that start with these as formulas.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every lead of one kind as CSV: ID, Received, Status, then each labelled field in form order (CRLF lines). */
export function leadsToCsv(leads: LeadDto[], fieldLabels?: string[]): string {
  const labels = fieldLabels ?? leads[0]?.fields.map((f) => f.label) ?? [];
  const header = ['ID', 'Received', 'Status', ...labels];
  const rows = leads.map((lead) => {
    const byLabel = new Map(lead.fields.map((f) => [f.label, f.value]));
    return [String(lead.id), lead.createdAt, statusLabel(lead.status), ...labels.map((l) => byLabel.get(l) ?? '')];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvFileName(kind: LeadKind, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${kind}-leads-${day}.csv`;
}

/** Starts a download of `text` as a CSV file (a BOM so spreadsheet apps read UTF-8). */
export function downloadCsv(fileName: string, text: string) {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const statusUpdatedMessage = (status: string) => `Lead status updated to ${statusLabel(status).toLowerCase()}.`;
