import type { ProductGroup } from './catalogue-data';

export const SACS_BIJOUX: ProductGroup[] = [
  {
    subcategories: ['Sacs à main'],
    shape: 'handbag',
    unit: 'Taille unique',
    products: [
      {
        name: 'Sac à main Fès en cuir camel',
        colour: 'Camel',
        price: 549,
        stock: 14,
        details: {
          Matière: 'Cuir véritable',
          Dimensions: '30 × 22 × 12 cm',
          Fermeture: 'Fermoir doré',
        },
        description:
          'Sac structuré en cuir pleine fleur tanné à Fès, doublure en coton et poche zippée intérieure. Il accompagne les journées de travail comme les sorties du week-end.',
      },
      {
        name: 'Sac à main Casablanca noir',
        colour: 'Noir',
        price: 629,
        discount: 15,
        stock: 9,
        details: { Matière: 'Cuir grainé', Dimensions: '32 × 24 × 13 cm', Bandoulière: 'Amovible' },
        description:
          'Un noir intemporel, un cuir grainé qui ne craint pas les rayures et une bandoulière amovible pour le porter à l’épaule ou à la main.',
      },
      {
        name: 'Sac à main Riad bordeaux',
        colour: 'Bordeaux',
        price: 489,
        stock: 3,
        details: {
          Matière: 'Cuir lisse',
          Dimensions: '28 × 20 × 11 cm',
          Fermeture: 'Rabat aimanté',
        },
        description:
          'Couleur profonde et lignes douces : le Riad apporte une touche chic à une tenue simple. Trois compartiments pour ranger l’essentiel.',
      },
      {
        name: 'Mini sac Chefchaouen camel',
        colour: 'Camel',
        price: 349,
        discount: 20,
        stock: 0,
        details: {
          Matière: 'Cuir véritable',
          Dimensions: '20 × 15 × 8 cm',
          Fermeture: 'Fermoir doré',
        },
        description:
          'La version mini de notre best-seller, juste assez grande pour un téléphone, des clés et un rouge à lèvres.',
      },
    ],
  },
  {
    subcategories: ['Sacs à dos'],
    shape: 'backpack',
    unit: 'Taille unique',
    products: [
      {
        name: 'Sac à dos urbain Agadir noir',
        colour: 'Noir',
        price: 459,
        stock: 18,
        details: {
          Matière: 'Toile enduite et cuir',
          Dimensions: '40 × 28 × 14 cm',
          Compartiment: 'Ordinateur 14 pouces',
        },
        description:
          'Un sac à dos léger et déperlant avec compartiment rembourré pour ordinateur portable et poche anti-vol au dos.',
      },
      {
        name: 'Sac à dos en cuir Tanger cognac',
        colour: 'Cognac',
        price: 890,
        discount: 10,
        stock: 6,
        details: { Matière: 'Cuir véritable', Dimensions: '38 × 27 × 13 cm', Doublure: 'Coton' },
        description:
          'Cuir cognac qui se patine avec le temps, bretelles réglables et finitions cousues main par nos artisans.',
      },
      {
        name: 'Petit sac à dos Ifrane noir',
        colour: 'Noir',
        price: 329,
        stock: 2,
        details: { Matière: 'Nylon recyclé', Dimensions: '30 × 22 × 10 cm', Poids: '380 g' },
        description:
          'Compact et pratique pour la ville, il se transforme en sac porté épaule grâce à ses bretelles ajustables.',
      },
    ],
  },
  {
    subcategories: ['Pochettes'],
    shape: 'clutch',
    unit: 'Taille unique',
    products: [
      {
        name: 'Pochette de soirée Layla bordeaux',
        colour: 'Bordeaux',
        price: 279,
        stock: 11,
        details: { Matière: 'Velours', Dimensions: '25 × 14 cm', Chaîne: 'Dorée, amovible' },
        description:
          'Pochette en velours à rabat avec chaînette dorée amovible, parfaite pour les mariages et les soirées.',
      },
      {
        name: 'Pochette enveloppe Nour noire',
        colour: 'Noir',
        price: 239,
        discount: 25,
        stock: 7,
        details: {
          Matière: 'Cuir synthétique',
          Dimensions: '27 × 16 cm',
          Fermeture: 'Bouton pression',
        },
        description:
          'Une pochette enveloppe minimaliste qui se glisse sous le bras ou dans un cabas.',
      },
      {
        name: 'Pochette brodée Fassia bordeaux',
        colour: 'Bordeaux',
        price: 319,
        stock: 0,
        details: { Matière: 'Satin brodé main', Dimensions: '24 × 13 cm', Origine: 'Fès' },
        description:
          'Broderie traditionnelle de Fès au fil doré sur satin, une pièce unique pour les grandes occasions.',
      },
    ],
  },
  {
    subcategories: ['Cabas'],
    shape: 'tote',
    unit: 'Taille unique',
    products: [
      {
        name: 'Cabas Marrakech en cuir beige',
        colour: 'Beige',
        price: 690,
        stock: 12,
        details: {
          Matière: 'Cuir véritable',
          Dimensions: '38 × 30 × 15 cm',
          Anses: 'Longues, portées épaule',
        },
        description:
          'Grand cabas souple qui avale ordinateur, carnet et foulard. Pochette intérieure détachable incluse.',
      },
      {
        name: 'Cabas de plage Essaouira terracotta',
        colour: 'Terracotta',
        price: 259,
        discount: 30,
        stock: 20,
        details: { Matière: 'Coton tressé', Dimensions: '45 × 35 × 18 cm', Fermeture: 'Aucune' },
        description:
          'Tressé à la main, lumineux et spacieux : le compagnon des journées à la plage et du marché.',
      },
      {
        name: 'Cabas réversible Oudaya beige',
        colour: 'Beige',
        price: 399,
        stock: 4,
        details: {
          Matière: 'Cuir synthétique réversible',
          Dimensions: '36 × 28 × 14 cm',
          Faces: 'Beige et camel',
        },
        description: 'Deux sacs en un : une face beige, une face camel, et une pochette assortie.',
      },
    ],
  },
  {
    subcategories: ['Sacs bandoulière'],
    shape: 'crossbody',
    unit: 'Taille unique',
    products: [
      {
        name: 'Sac bandoulière Rabat terracotta',
        colour: 'Terracotta',
        price: 379,
        stock: 15,
        details: {
          Matière: 'Cuir véritable',
          Dimensions: '22 × 16 × 7 cm',
          Bandoulière: 'Réglable 110 à 130 cm',
        },
        description:
          'Petit sac à rabat couleur terre cuite, bandoulière réglable et poche arrière pour le téléphone.',
      },
      {
        name: 'Sac bandoulière Médina camel',
        colour: 'Camel',
        price: 429,
        discount: 10,
        stock: 8,
        details: { Matière: 'Cuir véritable', Dimensions: '24 × 18 × 8 cm', Fermeture: 'Zip' },
        description:
          'Des lignes épurées, un cuir camel et une sangle en toile brodée de motifs berbères.',
      },
      {
        name: 'Sac téléphone Asilah terracotta',
        colour: 'Terracotta',
        price: 199,
        stock: 1,
        details: {
          Matière: 'Cuir synthétique',
          Dimensions: '18 × 11 × 3 cm',
          Emplacements: '3 cartes',
        },
        description:
          'Le téléphone, les cartes et rien d’autre : la liberté d’avoir les mains libres.',
      },
    ],
  },
  {
    subcategories: ['Colliers'],
    shape: 'necklace',
    unit: 'Longueur 45 cm',
    products: [
      {
        name: 'Collier pendentif émeraude Yasmine',
        colour: 'Vert émeraude',
        price: 349,
        stock: 10,
        details: {
          Matière: 'Argent 925 doré à l’or fin',
          Pierre: 'Verre teinté émeraude',
          Longueur: '45 cm',
        },
        description:
          'Une goutte vert émeraude sur une chaîne fine dorée : un bijou délicat pour tous les jours.',
      },
      {
        name: 'Collier main de Fatma doré',
        colour: 'Or',
        price: 289,
        discount: 15,
        stock: 17,
        details: {
          Matière: 'Acier inoxydable doré',
          Longueur: '42 à 47 cm',
          Garantie: 'Ne noircit pas',
        },
        description: 'Le symbole protecteur de la Khamsa revisité en version minimaliste.',
      },
      {
        name: 'Sautoir berbère Tiznit',
        colour: 'Or',
        price: 590,
        stock: 3,
        details: { Matière: 'Laiton doré', Longueur: '80 cm', Origine: 'Tiznit' },
        description:
          'Inspiré des bijoux de Tiznit, ce long sautoir ciselé se porte sur une robe simple ou un caftan.',
      },
    ],
  },
  {
    subcategories: ['Bracelets'],
    shape: 'bracelet',
    unit: 'Tour de poignet 16 à 19 cm',
    products: [
      {
        name: 'Bracelet perles dorées Salma',
        colour: 'Or',
        price: 149,
        stock: 25,
        details: {
          Matière: 'Acier inoxydable doré',
          Fermoir: 'Mousqueton',
          Longueur: '16 à 19 cm',
        },
        description:
          'Des perles dorées sur un fil élastique solide : à superposer sans modération.',
      },
      {
        name: 'Jonc ciselé Mogador argent',
        colour: 'Argent',
        price: 259,
        discount: 20,
        stock: 9,
        details: { Matière: 'Argent 925', Diamètre: '6,2 cm', Finition: 'Ciselée à la main' },
        description:
          'Un jonc ouvert en argent massif ciselé selon les motifs traditionnels d’Essaouira.',
      },
      {
        name: 'Bracelet manchette Atlas doré',
        colour: 'Or',
        price: 329,
        stock: 0,
        details: { Matière: 'Laiton doré', Largeur: '3 cm', Réglage: 'Ouvert, ajustable' },
        description:
          'Une manchette large et martelée qui capte la lumière, pièce forte d’une tenue estivale.',
      },
    ],
  },
  {
    subcategories: ['Boucles d’oreilles'],
    shape: 'earrings',
    unit: 'La paire',
    products: [
      {
        name: 'Boucles d’oreilles gouttes Amira',
        colour: 'Or',
        price: 169,
        stock: 19,
        details: { Matière: 'Plaqué or 18 carats', Hauteur: '4,5 cm', Attache: 'Crochet' },
        description: 'Deux gouttes dorées légères qui dansent à chaque mouvement.',
      },
      {
        name: 'Créoles filigrane Dounia argent',
        colour: 'Argent',
        price: 219,
        discount: 10,
        stock: 6,
        details: { Matière: 'Argent 925', Diamètre: '3 cm', Technique: 'Filigrane' },
        description:
          'Le filigrane, art ancestral des orfèvres marocains, sur des créoles faciles à porter.',
      },
      {
        name: 'Pendantes Khmissa dorées',
        colour: 'Or',
        price: 189,
        stock: 2,
        details: { Matière: 'Acier inoxydable doré', Hauteur: '5 cm', Poids: '4 g la boucle' },
        description: 'La main de Fatma en pendants légers, un cadeau qui fait toujours plaisir.',
      },
    ],
  },
  {
    subcategories: ['Bagues'],
    shape: 'ring',
    unit: 'Tailles 52 à 58',
    products: [
      {
        name: 'Bague solitaire rubis Hind',
        colour: 'Bordeaux',
        price: 299,
        stock: 13,
        details: { Matière: 'Argent 925 doré', Pierre: 'Zircon rouge', Tailles: '52 à 58' },
        description: 'Un solitaire à la pierre rouge profond, monté sur un anneau fin doré.',
      },
      {
        name: 'Bague émeraude Zineb',
        colour: 'Vert émeraude',
        price: 329,
        discount: 30,
        stock: 5,
        details: { Matière: 'Argent 925 doré', Pierre: 'Zircon vert', Tailles: '52 à 58' },
        description:
          'Taille octogonale et vert intense : une bague de caractère pour les grandes occasions.',
      },
      {
        name: 'Bague chevalière Atlas bordeaux',
        colour: 'Bordeaux',
        price: 249,
        stock: 8,
        details: { Matière: 'Acier inoxydable', Plateau: 'Émail bordeaux', Tailles: '54 à 62' },
        description:
          'La chevalière revisitée avec un plateau émaillé, à porter seule ou avec des anneaux fins.',
      },
    ],
  },
];
