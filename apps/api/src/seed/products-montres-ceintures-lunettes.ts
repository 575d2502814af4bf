import type { ProductGroup } from './catalogue-data';

export const MONTRES_CEINTURES_LUNETTES: ProductGroup[] = [
  {
    subcategories: ['Montres Femme'],
    shape: 'watch',
    unit: 'Boîtier 32 mm',
    products: [
      {
        name: 'Montre Lina bracelet rose poudré',
        colour: 'Rose poudré',
        price: 690,
        stock: 12,
        details: {
          Boîtier: 'Acier doré 32 mm',
          Bracelet: 'Cuir rose poudré',
          Étanchéité: '3 ATM',
          Garantie: '2 ans',
        },
        description:
          'Un cadran blanc nacré, un boîtier doré et un bracelet cuir tout doux : la montre féminine par excellence.',
      },
      {
        name: 'Montre Sofia cuir noir',
        colour: 'Noir',
        price: 590,
        discount: 20,
        stock: 7,
        details: {
          Boîtier: 'Acier 30 mm',
          Bracelet: 'Cuir noir',
          Mouvement: 'Quartz japonais',
          Garantie: '2 ans',
        },
        description: 'Fine et discrète, elle se porte au bureau comme en soirée.',
      },
      {
        name: 'Montre Kenza rose poudré',
        colour: 'Rose poudré',
        price: 790,
        stock: 0,
        details: {
          Boîtier: 'Acier doré rose 34 mm',
          Bracelet: 'Cuir rose',
          Verre: 'Minéral',
          Garantie: '2 ans',
        },
        description:
          'Index dorés, trotteuse fine et bracelet interchangeable : une montre élégante au quotidien.',
      },
    ],
  },
  {
    subcategories: ['Montres Homme'],
    shape: 'watch',
    unit: 'Boîtier 42 mm',
    products: [
      {
        name: 'Montre Atlas cuir marron',
        colour: 'Marron',
        price: 990,
        stock: 10,
        details: {
          Boîtier: 'Acier doré 42 mm',
          Bracelet: 'Cuir marron',
          Étanchéité: '5 ATM',
          Garantie: '2 ans',
        },
        description:
          'Un grand cadran lisible, un cuir épais surpiqué : une montre de caractère pour homme.',
      },
      {
        name: 'Montre Sahara bleu nuit',
        colour: 'Bleu nuit',
        price: 1190,
        discount: 15,
        stock: 4,
        details: {
          Boîtier: 'Acier 41 mm',
          Bracelet: 'Cuir bleu nuit',
          Mouvement: 'Quartz',
          Garantie: '2 ans',
        },
        description: 'Un bleu profond et un boîtier argenté pour une allure moderne et sobre.',
      },
      {
        name: 'Montre chronographe Kasbah marron',
        colour: 'Marron',
        price: 1490,
        stock: 2,
        details: {
          Boîtier: 'Acier 44 mm',
          Fonctions: 'Chronographe, date',
          Étanchéité: '10 ATM',
          Garantie: '2 ans',
        },
        description:
          'Chronographe robuste au bracelet cuir vieilli, pensé pour les aventuriers du quotidien.',
      },
    ],
  },
  {
    subcategories: ['Montres connectées'],
    shape: 'smartwatch',
    unit: 'Écran 1,8 pouce',
    products: [
      {
        name: 'Montre connectée Active noire',
        colour: 'Noir',
        price: 890,
        discount: 25,
        stock: 16,
        details: {
          Écran: 'AMOLED 1,8 pouce',
          Autonomie: '7 jours',
          Compatibilité: 'Android et iOS',
          Garantie: '1 an',
        },
        description:
          'Suivi du sommeil, du rythme cardiaque et de 100 sports, notifications et appels depuis le poignet.',
      },
      {
        name: 'Montre connectée Fit rose poudré',
        colour: 'Rose poudré',
        price: 749,
        stock: 9,
        details: {
          Écran: 'AMOLED 1,6 pouce',
          Autonomie: '10 jours',
          Étanchéité: '5 ATM',
          Garantie: '1 an',
        },
        description:
          'Légère et féminine, elle compte vos pas, vos calories et vous rappelle de bouger.',
      },
      {
        name: 'Montre connectée Pro GPS noire',
        colour: 'Noir',
        price: 1390,
        stock: 3,
        details: {
          Écran: 'AMOLED 1,9 pouce',
          GPS: 'Intégré',
          Autonomie: '12 jours',
          Garantie: '1 an',
        },
        description:
          'GPS intégré, boussole et altimètre : pour courir, marcher dans l’Atlas et garder le cap.',
      },
    ],
  },
  {
    subcategories: ['Montres classiques'],
    shape: 'watch',
    unit: 'Boîtier 38 mm',
    products: [
      {
        name: 'Montre classique Heritage noire',
        colour: 'Noir',
        price: 1290,
        stock: 5,
        details: {
          Boîtier: 'Acier 38 mm',
          Bracelet: 'Cuir d’alligator embossé',
          Mouvement: 'Automatique',
          Garantie: '2 ans',
        },
        description:
          'Un mouvement automatique visible par le fond du boîtier et une élégance qui ne se démode pas.',
      },
      {
        name: 'Montre classique Royal marron',
        colour: 'Marron',
        price: 2490,
        discount: 10,
        stock: 1,
        details: {
          Boîtier: 'Acier doré 40 mm',
          Mouvement: 'Automatique',
          Réserve: '40 heures',
          Garantie: '3 ans',
        },
        description:
          'Notre plus belle pièce : cadran guilloché, aiguilles bleuies et cuir marron patiné.',
      },
      {
        name: 'Montre Tradition bleu nuit',
        colour: 'Bleu nuit',
        price: 990,
        stock: 8,
        details: {
          Boîtier: 'Acier 38 mm',
          Bracelet: 'Cuir bleu nuit',
          Verre: 'Saphir',
          Garantie: '2 ans',
        },
        description: 'Chiffres romains, verre saphir et cuir bleu nuit pour une allure raffinée.',
      },
    ],
  },
  {
    subcategories: ['Ceintures en cuir'],
    shape: 'belt',
    unit: '85, 90, 95, 100, 105 cm',
    products: [
      {
        name: 'Ceinture en cuir Meknès cognac',
        colour: 'Cognac',
        price: 249,
        stock: 22,
        details: { Matière: 'Cuir véritable', Largeur: '3,5 cm', Boucle: 'Laiton doré' },
        description:
          'Une ceinture en cuir pleine fleur épais, coupée et cousue à la main à Meknès.',
      },
      {
        name: 'Ceinture réversible Ouarzazate',
        colour: 'Noir',
        price: 299,
        discount: 15,
        stock: 11,
        details: {
          Matière: 'Cuir véritable',
          Faces: 'Noir et marron',
          Boucle: 'Pivotante argentée',
        },
        description:
          'Une face noire, une face marron : la boucle pivote pour changer de style en un geste.',
      },
      {
        name: 'Ceinture western Merzouga cognac',
        colour: 'Cognac',
        price: 349,
        stock: 0,
        details: { Matière: 'Cuir gravé', Largeur: '4 cm', Boucle: 'Ciselée' },
        description: 'Un cuir gravé de motifs et une boucle ciselée, inspirés des nuits du désert.',
      },
    ],
  },
  {
    subcategories: ['Ceintures tressées'],
    shape: 'braided-belt',
    unit: 'S, M, L',
    products: [
      {
        name: 'Ceinture tressée Oasis camel',
        colour: 'Camel',
        price: 199,
        stock: 14,
        details: {
          Matière: 'Cuir tressé',
          Largeur: '3 cm',
          Réglage: 'Tous les trous, grâce au tressage',
        },
        description: 'Le tressage permet de passer l’ardillon où l’on veut : un confort parfait.',
      },
      {
        name: 'Ceinture tressée élastique Dades marron',
        colour: 'Marron',
        price: 169,
        discount: 10,
        stock: 4,
        details: { Matière: 'Élastique tressé et cuir', Largeur: '3,5 cm', Tailles: 'S, M, L' },
        description:
          'Souple et confortable, elle suit chaque mouvement, idéale avec un chino ou un jean.',
      },
      {
        name: 'Ceinture tressée Souss camel',
        colour: 'Camel',
        price: 219,
        stock: 9,
        details: { Matière: 'Cuir tressé', Largeur: '2,5 cm', Boucle: 'Laiton brossé' },
        description: 'Une ceinture tressée fine pour les robes d’été et les pantalons larges.',
      },
    ],
  },
  {
    subcategories: ['Ceintures Femme'],
    shape: 'belt',
    unit: 'S, M, L',
    products: [
      {
        name: 'Ceinture fine Jasmine rose poudré',
        colour: 'Rose poudré',
        price: 149,
        stock: 18,
        details: { Matière: 'Cuir véritable', Largeur: '2 cm', Boucle: 'Dorée' },
        description: 'Une ceinture fine pour marquer la taille d’une robe ou d’un blazer.',
      },
      {
        name: 'Ceinture corset Nawal camel',
        colour: 'Camel',
        price: 279,
        discount: 35,
        stock: 6,
        details: { Matière: 'Cuir synthétique', Largeur: '7 cm', Fermeture: 'Laçage au dos' },
        description:
          'Une ceinture large qui sculpte la silhouette sur une chemise ou une robe fluide.',
      },
      {
        name: 'Ceinture chaîne Safae rose poudré',
        colour: 'Rose poudré',
        price: 189,
        stock: 2,
        details: {
          Matière: 'Cuir et métal doré',
          Longueur: '95 cm réglable',
          Boucle: 'Mousqueton',
        },
        description: 'Mi-bijou mi-ceinture, elle habille une robe de soirée d’une touche dorée.',
      },
    ],
  },
  {
    subcategories: ['Ceintures Homme'],
    shape: 'belt',
    unit: '90, 95, 100, 105, 110 cm',
    products: [
      {
        name: 'Ceinture costume Prestige noire',
        colour: 'Noir',
        price: 329,
        stock: 15,
        details: { Matière: 'Cuir de veau', Largeur: '3 cm', Boucle: 'Acier brossé' },
        description: 'La ceinture fine et lisse qui accompagne un costume sans jamais le voler.',
      },
      {
        name: 'Ceinture casual Tafilalet cognac',
        colour: 'Cognac',
        price: 229,
        discount: 10,
        stock: 10,
        details: { Matière: 'Cuir véritable', Largeur: '4 cm', Boucle: 'Laiton vieilli' },
        description: 'Un cuir épais et une boucle massive pour le jean du week-end.',
      },
      {
        name: 'Ceinture automatique Executive noire',
        colour: 'Noir',
        price: 389,
        stock: 0,
        details: {
          Matière: 'Cuir véritable',
          Largeur: '3,5 cm',
          Système: 'Crémaillère sans trous',
        },
        description:
          'Un ajustement au millimètre grâce à sa crémaillère invisible, sans un seul trou.',
      },
    ],
  },
  {
    subcategories: ['Lunettes de soleil Femme'],
    shape: 'sunglasses',
    unit: 'Taille unique, étui inclus',
    products: [
      {
        name: 'Lunettes de soleil Cat-eye Leila écaille',
        colour: 'Écaille',
        price: 349,
        stock: 13,
        details: {
          Monture: 'Acétate écaille',
          Verres: 'Polarisés, UV400',
          Étui: 'Cuir synthétique',
        },
        description: 'Une forme œil-de-chat rétro et des verres polarisés pour le soleil marocain.',
      },
      {
        name: 'Lunettes de soleil oversize Rim noires',
        colour: 'Noir',
        price: 299,
        discount: 20,
        stock: 8,
        details: { Monture: 'Acétate noir', Verres: 'Dégradés, UV400', Catégorie: '3' },
        description: 'Les grandes lunettes glamour qui protègent et subliment le visage.',
      },
      {
        name: 'Lunettes de soleil rondes Ghita écaille',
        colour: 'Écaille',
        price: 269,
        stock: 3,
        details: { Monture: 'Acétate écaille', Verres: 'Teintés brun, UV400', Catégorie: '3' },
        description: 'Des lunettes rondes aux verres bruns, pour une allure bohème.',
      },
    ],
  },
  {
    subcategories: ['Lunettes de soleil Homme'],
    shape: 'sunglasses',
    unit: 'Taille unique, étui inclus',
    products: [
      {
        name: 'Lunettes de soleil Wayfarer Driss noires',
        colour: 'Noir',
        price: 329,
        stock: 17,
        details: { Monture: 'Acétate noir mat', Verres: 'Polarisés, UV400', Étui: 'Rigide' },
        description: 'La forme iconique qui va à tous les visages, avec des verres polarisés.',
      },
      {
        name: 'Lunettes de soleil sport Atlas noires',
        colour: 'Noir',
        price: 389,
        discount: 15,
        stock: 5,
        details: { Monture: 'Nylon souple', Verres: 'Polycarbonate, UV400', Poids: '24 g' },
        description: 'Légères et enveloppantes, elles restent en place à vélo comme en randonnée.',
      },
      {
        name: 'Lunettes de soleil carrées Youssef écaille',
        colour: 'Écaille',
        price: 359,
        stock: 0,
        details: { Monture: 'Acétate écaille', Verres: 'Verts, UV400', Charnières: 'Flexibles' },
        description: 'Une monture carrée épaisse pour un look affirmé et élégant.',
      },
    ],
  },
  {
    subcategories: ['Aviateur'],
    shape: 'aviator',
    unit: 'Taille unique, étui inclus',
    products: [
      {
        name: 'Lunettes aviateur Pilote dorées',
        colour: 'Or',
        price: 449,
        stock: 11,
        details: { Monture: 'Métal doré', Verres: 'Polarisés verts, UV400', Étui: 'Cuir' },
        description: 'Le classique aviateur en métal doré, aux verres polarisés verts.',
      },
      {
        name: 'Lunettes aviateur Horizon argentées',
        colour: 'Argent',
        price: 419,
        discount: 40,
        stock: 7,
        details: { Monture: 'Métal argenté', Verres: 'Miroir bleu, UV400', Étui: 'Rigide' },
        description:
          'Des verres miroir bleus et une monture fine argentée, l’esprit des années 70.',
      },
      {
        name: 'Lunettes aviateur Sirocco dorées',
        colour: 'Or',
        price: 890,
        stock: 2,
        details: { Monture: 'Titane doré', Verres: 'Minéraux, UV400', Poids: '18 g' },
        description: 'En titane ultraléger avec des verres minéraux d’une grande netteté.',
      },
    ],
  },
  {
    subcategories: ['Lunettes anti-lumière bleue'],
    shape: 'glasses',
    unit: 'Taille unique, étui inclus',
    products: [
      {
        name: 'Lunettes anti-lumière bleue Écran noires',
        colour: 'Noir',
        price: 199,
        stock: 24,
        details: {
          Monture: 'TR90 noir',
          Verres: 'Filtre lumière bleue',
          Correction: 'Sans correction',
        },
        description: 'Elles filtrent la lumière bleue des écrans et réduisent la fatigue visuelle.',
      },
      {
        name: 'Lunettes anti-lumière bleue Studio écaille',
        colour: 'Écaille',
        price: 239,
        discount: 10,
        stock: 9,
        details: {
          Monture: 'Acétate écaille',
          Verres: 'Filtre lumière bleue, antireflet',
          Correction: 'Sans correction',
        },
        description:
          'Une monture ronde écaille élégante pour les longues journées devant l’ordinateur.',
      },
      {
        name: 'Lunettes anti-lumière bleue Junior noires',
        colour: 'Noir',
        price: 149,
        stock: 4,
        details: { Monture: 'Silicone souple', Verres: 'Filtre lumière bleue', Âge: '6 à 12 ans' },
        description: 'Incassables et confortables, pensées pour les écrans des plus jeunes.',
      },
    ],
  },
];
