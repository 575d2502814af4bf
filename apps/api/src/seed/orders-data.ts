/**
 * The demo shop's order history: who orders, from where, and how each city's orders tend to
 * end (cash on delivery: confirmation on the phone, then the carrier). Figures are invented but
 * in the range Moroccan COD shops report: three orders in four confirmed, one parcel in five
 * refused at the door, big cities better than far ones.
 */

export interface CityProfile {
  city: string;
  /** Demo customers living there (60 in all). */
  customers: number;
  /** Chance that an order is confirmed. */
  confirm: number;
  /** Chance that a shipped parcel comes back. */
  returns: number;
}

export const CITY_PROFILES: readonly CityProfile[] = [
  { city: 'Casablanca', customers: 12, confirm: 0.86, returns: 0.08 },
  { city: 'Rabat', customers: 7, confirm: 0.85, returns: 0.09 },
  { city: 'Marrakech', customers: 6, confirm: 0.75, returns: 0.2 },
  { city: 'Tanger', customers: 6, confirm: 0.74, returns: 0.18 },
  { city: 'Fès', customers: 5, confirm: 0.7, returns: 0.22 },
  { city: 'Agadir', customers: 5, confirm: 0.72, returns: 0.2 },
  { city: 'Meknès', customers: 4, confirm: 0.7, returns: 0.24 },
  { city: 'Oujda', customers: 4, confirm: 0.6, returns: 0.34 },
  { city: 'Kénitra', customers: 3, confirm: 0.76, returns: 0.18 },
  { city: 'Tétouan', customers: 3, confirm: 0.7, returns: 0.2 },
  { city: 'El Jadida', customers: 2, confirm: 0.68, returns: 0.25 },
  { city: 'Salé', customers: 2, confirm: 0.78, returns: 0.16 },
  { city: 'Nador', customers: 1, confirm: 0.58, returns: 0.36 },
];

export const FIRST_NAMES = [
  'Salma',
  'Imane',
  'Khadija',
  'Fatima Zahra',
  'Meryem',
  'Hajar',
  'Sanaa',
  'Nadia',
  'Loubna',
  'Yasmine',
  'Ghizlane',
  'Siham',
  'Houda',
  'Asmae',
  'Kawtar',
  'Zineb',
  'Oumaima',
  'Rim',
  'Soukaina',
  'Najat',
  'Youssef',
  'Mehdi',
  'Omar',
  'Hamza',
  'Anas',
  'Karim',
  'Amine',
  'Reda',
  'Ayoub',
  'Othmane',
];

export const LAST_NAMES = [
  'Alaoui',
  'Bennani',
  'El Idrissi',
  'Tazi',
  'Berrada',
  'Chraibi',
  'Benjelloun',
  'El Amrani',
  'Fassi',
  'Lahlou',
  'Ouazzani',
  'Sqalli',
  'Kettani',
  'Naciri',
  'Belkadi',
  'Zniber',
  'Hajji',
  'El Mansouri',
  'Bouzidi',
  'Rami',
  'Amrani',
  'Touzani',
  'Kabbaj',
  'Mernissi',
];

export const STREETS = [
  'Rue Ibn Batouta',
  'Avenue Hassan II',
  'Boulevard Mohammed V',
  'Rue des Orangers',
  'Avenue des FAR',
  'Rue Al Massira',
  'Rue Oued Sebou',
  'Avenue Moulay Youssef',
  'Rue Allal Ben Abdellah',
  'Rue Tarik Ibn Ziad',
  'Boulevard Zerktouni',
  'Rue Abou Bakr Seddik',
];

/** What the agent wrote after each kind of call. */
export const NOTES = {
  confirmed: [
    'Cliente jointe, adresse vérifiée',
    'Confirmée, livraison souhaitée en fin de journée',
    'Confirmée par téléphone',
    'Confirmée sur WhatsApp',
    'Confirmée, demande d’appeler avant de livrer',
  ],
  no_answer: ['Pas de réponse', 'Messagerie', 'Téléphone éteint', 'Sonne sans réponse'],
  callback: ['Occupée, rappeler plus tard', 'Demande un rappel après 18 h', 'Au travail, rappeler'],
  wrong_number: ['Numéro non attribué', 'La personne ne connaît pas la cliente'],
  refused: [
    'A changé d’avis',
    'Trouvé moins cher ailleurs',
    'Commande passée par erreur',
    'Délai de livraison trop long pour elle',
  ],
  duplicate: [
    'Doublon : commande déjà passée le même jour',
    'Commande en double, gardée la première',
  ],
} as const;

/** Carriers the shop ships with (shipment.ts CARRIERS) and how their numbers look. */
export const SHIPPERS = [
  { carrier: 'amana', prefix: 'AM' },
  { carrier: 'ctm', prefix: 'CTM' },
  { carrier: 'sendit', prefix: 'SD' },
  { carrier: 'cathedis', prefix: 'CT' },
] as const;
