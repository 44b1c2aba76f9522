import { type ChainPartyKind, chainProblems, type UkStatus } from '@statera/off-payroll';
import type { TChainParty, TChainPartyView } from '@statera/shared';

/** One party as the editor holds it; `key` keeps React rows stable while parties move. */
export interface ChainRow {
  key: string;
  id?: string;
  kind: ChainPartyKind;
  name: string;
  agencyId: string;
  ukStatus: UkStatus;
  email: string;
  workerControlled: boolean;
  connectedToUmbrella: boolean;
}

let next = 0;
const newKey = () => `row-${++next}`;

export const newRow = (kind: ChainPartyKind, name = ''): ChainRow => ({
  key: newKey(),
  kind,
  name,
  agencyId: '',
  ukStatus: 'uk_resident',
  email: '',
  workerControlled: false,
  connectedToUmbrella: false,
});

/** The recorded parties (not the implied agency) as editor rows. */
export const rowsOf = (parties: TChainPartyView[]): ChainRow[] =>
  parties
    .filter((p) => !p.implied && p.id)
    .map((p) => ({
      key: newKey(),
      id: p.id ?? undefined,
      kind: p.kind,
      name: p.name,
      agencyId: p.agencyId ?? '',
      ukStatus: p.ukStatus,
      email: p.email ?? '',
      workerControlled: p.workerControlled,
      connectedToUmbrella: p.connectedToUmbrella,
    }));

export const toChainInput = (rows: ChainRow[]): TChainParty[] =>
  rows.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    kind: r.kind,
    name: r.name,
    agencyId: r.agencyId || null,
    ukStatus: r.ukStatus,
    email: r.email || null,
    workerControlled: r.workerControlled,
    connectedToUmbrella: r.kind === 'agency' || r.kind === 'other' ? r.connectedToUmbrella : false,
  }));

/** The same order rule the server applies (the intermediary or umbrella company last, one of them). */
export const orderProblem = (rows: ChainRow[]) => chainProblems(rows).length > 0;

export const sameRows = (a: ChainRow[], b: ChainRow[]) =>
  JSON.stringify(toChainInput(a)) === JSON.stringify(toChainInput(b));
