/** Names and places the demo customers are made from: mostly French, as a French shop's would be. */
export const frenchFirstNames = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Pauline',
  'Marie',
  'Claire',
  'Élodie',
  'Lucas',
  'Hugo',
  'Louis',
  'Nathan',
  'Théo',
  'Jules',
  'Thomas',
  'Nicolas',
  'Antoine',
  'Julien',
  'Maxime',
  'Pierre',
  'Sophie',
  'Isabelle',
  'Nathalie',
  'Sandrine',
  'Céline',
  'Aurélie',
  'François',
  'Stéphane',
  'Olivier',
  'Philippe',
  'Benoît',
  'Jérôme',
  'Gaëlle',
  'Anaïs',
  'Margaux',
  'Océane',
] as const;
export const frenchLastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefebvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
] as const;
export const foreignPeople = [
  {
    country: 'DE',
    language: 3,
    first: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Mia'],
    last: ['Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker'],
  },
  {
    country: 'NL',
    language: 7,
    first: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Joris', 'Femke'],
    last: ['de Jong', 'Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit'],
  },
  {
    country: 'GB',
    language: 2,
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Emily'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans'],
  },
  {
    country: 'IT',
    language: 4,
    first: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Sara', 'Matteo'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  },
] as const;
export const frenchCities = [
  ['Nantes', '44000'],
  ['La Roche-sur-Yon', '85000'],
  ['Bordeaux', '33000'],
  ['Arcachon', '33120'],
  ['Lyon', '69003'],
  ['Paris', '75011'],
  ['Rennes', '35000'],
  ['Toulouse', '31000'],
  ['Lille', '59000'],
  ['Tours', '37000'],
  ['Angers', '49000'],
  ['Poitiers', '86000'],
  ['Saint-Jean-de-Monts', '85160'],
  ['Lacanau', '33680'],
] as const;
export const streets = [
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard Pasteur',
  'rue des Lilas',
  'chemin des Dunes',
  'allée des Pins',
  'rue du Port',
  'place de la Mairie',
  'impasse des Mouettes',
] as const;
export const companyNames = [
  'Comité d’entreprise Airbus Atlantique',
  'Colonie Les Petits Mousses',
  'Office de tourisme de Lacanau',
  'Association Cyclo Vendée',
  'École de voile du Pilat',
  'Hôtel Les Embruns',
  'Camping Club Océan',
  'Gîtes de la Baie',
  'Mairie de Saint-Hilaire',
  'CE SNCF Bordeaux',
  'Ligue de cyclotourisme',
  'Séjours Jeunesse Vendée',
  'Centre nautique de Saint-Gilles',
  'Résidence Les Oyats',
  'Auberge du Marais',
  'Club des aînés de Challans',
  'Lycée professionnel Branly',
  'Vélo Club Nantais',
  'Agence Atlantique Évasion',
  'Camping Les Flots Bleus',
  'Hôtel de la Plage',
  'Domaine des Salines',
  'Maison familiale de Luçon',
  'Comité des fêtes de Soulac',
  'Randonneurs du Médoc',
  'Scouts de Bordeaux',
  'Résidence Belle Vue',
  'Village vacances Les Genêts',
  'Centre de loisirs de Rezé',
  'Office de tourisme de Pornic',
  'Golf de la Côte d’Argent',
  'Thalasso Les Sables',
  'Ferme équestre du Bocage',
  'Mairie de Notre-Dame-de-Monts',
  'CE Bénéteau',
  'Association Les Pédales Douces',
  'Gîte du Phare',
  'Université du temps libre',
  'Restaurant La Marée',
  'Chambres d’hôtes Le Clos Fleuri',
] as const;

/** First names of women among the demo names: they get the civility Mrs (2), the others Mr (1). */
const womenFirstNames: ReadonlySet<string> = new Set([
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Pauline',
  'Marie',
  'Claire',
  'Élodie',
  'Sophie',
  'Isabelle',
  'Nathalie',
  'Sandrine',
  'Céline',
  'Aurélie',
  'Gaëlle',
  'Anaïs',
  'Margaux',
  'Océane',
  'Anna',
  'Lena',
  'Mia',
  'Sanne',
  'Lotte',
  'Femke',
  'Amelia',
  'Isla',
  'Emily',
  'Giulia',
  'Chiara',
  'Sara',
]);

/** The civility (1 Mr, 2 Mrs) that goes with a demo first name. */
export const civilityOfFirstName = (firstName: string): 1 | 2 => (womenFirstNames.has(firstName) ? 2 : 1);

/**
 * The area digit of a French landline by city (01 Paris, 02 north-west, 03 north-east, 04
 * south-east, 05 south-west): a demo company's phone is the landline of its town.
 */
const frenchAreaDigits: Readonly<Record<string, number>> = {
  Paris: 1,
  Nantes: 2,
  'La Roche-sur-Yon': 2,
  Rennes: 2,
  Tours: 2,
  Angers: 2,
  Poitiers: 5,
  'Saint-Jean-de-Monts': 2,
  Lille: 3,
  Lyon: 4,
  Bordeaux: 5,
  Arcachon: 5,
  Toulouse: 5,
  Lacanau: 5,
};

/** A French landline in the stored form (E.164) for a company in `city`; `serial` has 8 digits. */
export const frenchLandline = (city: string, serial: number): string =>
  `+33${frenchAreaDigits[city] ?? 2}${String(serial).padStart(8, '0')}`;

/**
 * Spreads the demo numbers: `rank` (distinct for each customer, below 89 000 000) becomes an
 * 8-digit serial that does not read as a sequence (+33 6 10 00 01 31, then …02 62), each rank its
 * own serial (the factor has no divisor in common with 89 000 000).
 */
export const spreadSerial = (rank: number): number => 10_000_000 + ((rank * 7_654_321) % 89_000_000);

/**
 * The web domain of a demo company, made of the words of its name: "Hôtel Les Embruns" →
 * hotel-les-embruns (each company its own, the names being distinct).
 */
export const companyDomain = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
