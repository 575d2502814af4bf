import type { ReportStatus } from '@zina/shared/schemas/delivery';
import type { Carrier } from '@zina/shared/schemas/shipment';

/** How a carrier's report names its columns and statuses (headers compared without case or accents). */
export interface ReportMapping {
  columns: Record<'tracking' | 'status' | 'collected' | 'fee', readonly string[]>;
  /** The carrier's status words (lower case, no accents) → the shop's; any other word is a 400. */
  statuses: Readonly<Record<string, ReportStatus>>;
}

/** The generic mapping every carrier's report may use: `tracking,status,collected,fee`. */
const GENERIC_COLUMNS = {
  tracking: ['tracking', 'tracking number', 'numero de suivi', 'suivi'],
  status: ['status', 'statut', 'etat'],
  collected: ['collected', 'montant encaisse', 'encaisse', 'crbt'],
  fee: ['fee', 'frais', 'frais de livraison'],
} as const;

const GENERIC_STATUSES: Record<string, ReportStatus> = {
  delivered: 'delivered',
  livre: 'delivered',
  returned: 'returned',
  retourne: 'returned',
  retour: 'returned',
  refuse: 'returned',
  in_transit: 'in_transit',
  'in transit': 'in_transit',
  'en cours': 'in_transit',
  'en cours de livraison': 'in_transit',
  expedie: 'in_transit',
  ramasse: 'in_transit',
};

const withGeneric = (
  columns: Partial<Record<keyof ReportMapping['columns'], readonly string[]>>,
  statuses: Record<string, ReportStatus> = {},
): ReportMapping => ({
  columns: {
    tracking: [...GENERIC_COLUMNS.tracking, ...(columns.tracking ?? [])],
    status: [...GENERIC_COLUMNS.status, ...(columns.status ?? [])],
    collected: [...GENERIC_COLUMNS.collected, ...(columns.collected ?? [])],
    fee: [...GENERIC_COLUMNS.fee, ...(columns.fee ?? [])],
  },
  statuses: { ...GENERIC_STATUSES, ...statuses },
});

/**
 * Each carrier's export as merchants describe it. The French headers below follow the exports'
 * usual wording and are to be checked against a real file of each carrier (docs/adr/0014); the
 * generic header works for all of them.
 */
export const REPORT_MAPPINGS: Record<Carrier, ReportMapping> = {
  amana: withGeneric(
    { tracking: ['code envoi', 'n envoi'], collected: ['montant crbt'], fee: ['taxe'] },
    { distribue: 'delivered', 'retour expediteur': 'returned', 'en acheminement': 'in_transit' },
  ),
  ctm: withGeneric(
    { tracking: ['n expedition', 'numero expedition'], collected: ['montant retour fonds'] },
    { 'livre destinataire': 'delivered', retour: 'returned', 'en transit': 'in_transit' },
  ),
  sendit: withGeneric(
    { tracking: ['code', 'code colis'], collected: ['montant'], fee: ['frais sendit'] },
    { livre: 'delivered', annule: 'returned', 'mise en distribution': 'in_transit' },
  ),
  ozon: withGeneric(
    { tracking: ['tracking number', 'n colis'], collected: ['prix'], fee: ['frais livraison'] },
    { livre: 'delivered', retourne: 'returned', 'en cours de livraison': 'in_transit' },
  ),
  cathedis: withGeneric({ tracking: ['ref colis'], collected: ['cod'] }),
  speedaf: withGeneric(
    { tracking: ['waybill no', 'waybill'], collected: ['cod amount'], fee: ['freight'] },
    { signed: 'delivered', 'returned to sender': 'returned', 'on the way': 'in_transit' },
  ),
  other: withGeneric({}),
};
