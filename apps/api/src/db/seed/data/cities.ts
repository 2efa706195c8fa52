/**
 * Belgian municipalities with their real centre coordinates (4 decimals), main postal code
 * (plus a few others used by listings), province and region, and names in English, Dutch and
 * French. `tags` steer which listings are placed where (coast, university town, ...). What a square
 * metre costs there is in price-levels.ts.
 */
export type Region = 'flanders' | 'wallonia' | 'brussels';
export type CityTag = 'capital' | 'city' | 'university' | 'coast' | 'ardennes' | 'suburb' | 'town' | 'leafy';

export type CitySeed = {
  name: string;
  nameNl: string;
  nameFr: string;
  postalCode: string;
  postalCodes?: string[];
  province: string;
  region: Region;
  latitude: number;
  longitude: number;
  tags: CityTag[];
  /** Real street names used for addresses. */
  streets: string[];
};

/** A demo city's columns in `cities` (the seed and the tests write them). */
export const cityColumns = (c: CitySeed) => ({
  name: c.name,
  nameNl: c.nameNl,
  nameFr: c.nameFr,
  postalCode: c.postalCode,
  province: c.province,
  region: c.region,
  latitude: c.latitude,
  longitude: c.longitude,
});

const FL_STREETS = ['Stationsstraat', 'Kerkstraat', 'Nieuwstraat', 'Molenstraat', 'Dorpsstraat', 'Schoolstraat', 'Beekstraat', 'Kapelstraat', 'Leopoldlaan', 'Koning Albertlaan', 'Lindenlaan', 'Veldstraat', 'Hoogstraat', 'Bergstraat'];
const FR_STREETS = ['Rue de la Station', "Rue de l'Église", 'Avenue des Tilleuls', 'Rue du Moulin', 'Chaussée de Bruxelles', 'Rue Haute', 'Rue des Champs', 'Avenue Reine Astrid', 'Rue du Centre', 'Rue de la Gare', 'Avenue des Combattants', 'Rue des Écoles'];

export const CITIES: CitySeed[] = [
  // Brussels-Capital Region
  { name: 'Brussels', nameNl: 'Brussel', nameFr: 'Bruxelles', postalCode: '1000', postalCodes: ['1000', '1020', '1120', '1130'], province: 'Brussels-Capital', region: 'brussels', latitude: 50.8467, longitude: 4.3525, tags: ['capital', 'city', 'university'], streets: ['Rue de la Loi', 'Boulevard Anspach', 'Rue Haute', 'Rue Royale', 'Rue Antoine Dansaert', 'Rue du Midi', 'Boulevard Adolphe Max', 'Rue des Chartreux', 'Place du Nouveau Marché aux Grains', 'Quai aux Briques', 'Rue de Flandre', 'Avenue Louise'] },
  { name: 'Ixelles', nameNl: 'Elsene', nameFr: 'Ixelles', postalCode: '1050', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8333, longitude: 4.3667, tags: ['city', 'university', 'leafy'], streets: ["Chaussée d'Ixelles", 'Rue du Bailli', 'Place Flagey', 'Rue Lesbroussart', 'Avenue de la Couronne', 'Rue du Page', 'Rue Américaine', 'Avenue Louise'] },
  { name: 'Uccle', nameNl: 'Ukkel', nameFr: 'Uccle', postalCode: '1180', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8017, longitude: 4.3371, tags: ['leafy', 'suburb'], streets: ['Avenue Brugmann', 'Chaussée de Waterloo', 'Avenue de Fré', 'Rue Vanderkindere', 'Avenue Winston Churchill', 'Avenue Montjoie', 'Drève de Lorraine'] },
  { name: 'Etterbeek', nameNl: 'Etterbeek', nameFr: 'Etterbeek', postalCode: '1040', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8361, longitude: 4.3861, tags: ['city', 'university'], streets: ['Avenue de Tervueren', "Chaussée d'Etterbeek", 'Rue des Champs', "Avenue d'Auderghem", 'Place Jourdan', 'Rue Général Leman'] },
  { name: 'Schaerbeek', nameNl: 'Schaarbeek', nameFr: 'Schaerbeek', postalCode: '1030', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8676, longitude: 4.3737, tags: ['city'], streets: ['Boulevard Lambermont', 'Avenue Rogier', 'Rue Royale Sainte-Marie', 'Avenue Louis Bertrand', 'Rue de la Consolation', 'Place Colignon'] },
  { name: 'Woluwe-Saint-Lambert', nameNl: 'Sint-Lambrechts-Woluwe', nameFr: 'Woluwe-Saint-Lambert', postalCode: '1200', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8427, longitude: 4.4278, tags: ['leafy', 'suburb', 'university'], streets: ['Boulevard Brand Whitlock', 'Avenue Georges Henri', 'Rue Voot', 'Avenue de Broqueville', 'Avenue Hippocrate', 'Rue Saint-Lambert'] },
  { name: 'Anderlecht', nameNl: 'Anderlecht', nameFr: 'Anderlecht', postalCode: '1070', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8365, longitude: 4.308, tags: ['city'], streets: ['Chaussée de Mons', 'Rue Wayez', 'Boulevard Sylvain Dupuis', 'Avenue Clemenceau', 'Rue du Chapelain'] },
  { name: 'Saint-Gilles', nameNl: 'Sint-Gillis', nameFr: 'Saint-Gilles', postalCode: '1060', province: 'Brussels-Capital', region: 'brussels', latitude: 50.8277, longitude: 4.3457, tags: ['city'], streets: ['Chaussée de Waterloo', 'Rue de la Victoire', 'Avenue Jean Volders', 'Rue de Parme', 'Parvis de Saint-Gilles', 'Rue Vanderschrick'] },
  // Flanders
  { name: 'Antwerp', nameNl: 'Antwerpen', nameFr: 'Anvers', postalCode: '2000', postalCodes: ['2000', '2018', '2020', '2060', '2140'], province: 'Antwerp', region: 'flanders', latitude: 51.2194, longitude: 4.4025, tags: ['city', 'university'], streets: ['Meir', 'Kammenstraat', 'Lange Gasthuisstraat', 'Amerikalei', 'Cogels-Osylei', 'Mechelsesteenweg', 'Nationalestraat', 'Frankrijklei', 'Kloosterstraat', 'Vlaamse Kaai', 'Leopold de Waelplaats', 'Lange Leemstraat'] },
  { name: 'Ghent', nameNl: 'Gent', nameFr: 'Gand', postalCode: '9000', postalCodes: ['9000', '9000', '9040', '9050'], province: 'East Flanders', region: 'flanders', latitude: 51.0543, longitude: 3.7174, tags: ['city', 'university'], streets: ['Veldstraat', 'Coupure Links', 'Kortrijksesteenweg', 'Sint-Pietersnieuwstraat', 'Overpoortstraat', 'Vlaanderenstraat', 'Brabantdam', 'Dendermondsesteenweg', 'Hoogpoort', 'Korte Meer', 'Bagattenstraat'] },
  { name: 'Bruges', nameNl: 'Brugge', nameFr: 'Bruges', postalCode: '8000', postalCodes: ['8000', '8200', '8310'], province: 'West Flanders', region: 'flanders', latitude: 51.2093, longitude: 3.2247, tags: ['city', 'university'], streets: ['Steenstraat', 'Langestraat', 'Ezelstraat', 'Vlamingstraat', 'Katelijnestraat', 'Zilverstraat', 'Sint-Jakobsstraat', 'Gistelse Steenweg'] },
  { name: 'Leuven', nameNl: 'Leuven', nameFr: 'Louvain', postalCode: '3000', postalCodes: ['3000', '3000', '3001', '3010', '3012'], province: 'Flemish Brabant', region: 'flanders', latitude: 50.8798, longitude: 4.7005, tags: ['city', 'university'], streets: ['Naamsestraat', 'Tiensestraat', 'Bondgenotenlaan', 'Brusselsestraat', 'Diestsestraat', 'Parijsstraat', 'Tervuursestraat', 'Kapucijnenvoer', 'Vaartkom', 'Blijde-Inkomststraat'] },
  { name: 'Mechelen', nameNl: 'Mechelen', nameFr: 'Malines', postalCode: '2800', province: 'Antwerp', region: 'flanders', latitude: 51.0259, longitude: 4.4776, tags: ['city'], streets: ['Bruul', 'IJzerenleen', 'Onze-Lieve-Vrouwestraat', 'Hoogstraat', 'Adegemstraat', 'Zandpoortvest'] },
  { name: 'Hasselt', nameNl: 'Hasselt', nameFr: 'Hasselt', postalCode: '3500', province: 'Limburg', region: 'flanders', latitude: 50.9307, longitude: 5.3325, tags: ['city', 'university'], streets: ['Koning Albertstraat', 'Demerstraat', 'Hoogstraat', 'Kuringersteenweg', 'Maastrichterstraat', 'Guffenslaan'] },
  { name: 'Kortrijk', nameNl: 'Kortrijk', nameFr: 'Courtrai', postalCode: '8500', province: 'West Flanders', region: 'flanders', latitude: 50.828, longitude: 3.2649, tags: ['city', 'university'], streets: ['Lange Steenstraat', 'Doorniksestraat', 'Budastraat', 'Leiestraat', 'Wandelweg', 'President Kennedylaan'] },
  { name: 'Ostend', nameNl: 'Oostende', nameFr: 'Ostende', postalCode: '8400', province: 'West Flanders', region: 'flanders', latitude: 51.2154, longitude: 2.9287, tags: ['coast', 'city'], streets: ['Kapellestraat', 'Albert I-Promenade', 'Christinastraat', 'Leopold II-laan', 'Torhoutsesteenweg', 'Vindictivelaan', 'Koningstraat', 'Zeedijk'] },
  { name: 'Knokke-Heist', nameNl: 'Knokke-Heist', nameFr: 'Knokke-Heist', postalCode: '8300', postalCodes: ['8300', '8301'], province: 'West Flanders', region: 'flanders', latitude: 51.3503, longitude: 3.2872, tags: ['coast', 'leafy'], streets: ['Kustlaan', 'Lippenslaan', 'Zeedijk-Het Zoute', 'Dumortierlaan', 'Elizabetlaan', 'Bayauxlaan', 'Zoutelaan', 'Sparrendreef'] },
  { name: 'De Panne', nameNl: 'De Panne', nameFr: 'La Panne', postalCode: '8660', province: 'West Flanders', region: 'flanders', latitude: 51.0997, longitude: 2.5914, tags: ['coast'], streets: ['Zeelaan', 'Nieuwpoortlaan', 'Duinkerkelaan', 'Zeedijk', 'Kerkstraat', 'Markt'] },
  { name: 'Blankenberge', nameNl: 'Blankenberge', nameFr: 'Blankenberge', postalCode: '8370', province: 'West Flanders', region: 'flanders', latitude: 51.3128, longitude: 3.1316, tags: ['coast'], streets: ['Kerkstraat', 'Zeedijk', 'Koning Leopold III-plein', 'Weststraat', 'Langestraat', 'Grote Markt'] },
  { name: 'Nieuwpoort', nameNl: 'Nieuwpoort', nameFr: 'Nieuport', postalCode: '8620', province: 'West Flanders', region: 'flanders', latitude: 51.1305, longitude: 2.7519, tags: ['coast'], streets: ['Albert I-laan', 'Zeedijk', 'Hendrik Consciencestraat', 'Kaai', 'Marktstraat', 'Franslaan'] },
  { name: 'De Haan', nameNl: 'De Haan', nameFr: 'Le Coq', postalCode: '8420', province: 'West Flanders', region: 'flanders', latitude: 51.2729, longitude: 3.0345, tags: ['coast', 'leafy'], streets: ['Koninklijke Baan', 'Leopoldlaan', 'Zeedijk', 'Memlinglaan', 'Rembrandtlaan'] },
  { name: 'Genk', nameNl: 'Genk', nameFr: 'Genk', postalCode: '3600', province: 'Limburg', region: 'flanders', latitude: 50.965, longitude: 5.5008, tags: ['town'], streets: ['Hoogstraat', 'Europalaan', 'Stalenstraat', 'Weg naar As', 'Rootenstraat'] },
  { name: 'Aalst', nameNl: 'Aalst', nameFr: 'Alost', postalCode: '9300', province: 'East Flanders', region: 'flanders', latitude: 50.9378, longitude: 4.0403, tags: ['town'], streets: ['Nieuwstraat', 'Kattestraat', 'Molenstraat', 'Gentsesteenweg', 'Korte Zoutstraat'] },
  { name: 'Sint-Niklaas', nameNl: 'Sint-Niklaas', nameFr: 'Saint-Nicolas', postalCode: '9100', province: 'East Flanders', region: 'flanders', latitude: 51.165, longitude: 4.1437, tags: ['town'], streets: ['Stationsstraat', 'Ankerstraat', 'Mercatorstraat', 'Parklaan', 'Kokkelbeekstraat'] },
  { name: 'Ypres', nameNl: 'Ieper', nameFr: 'Ypres', postalCode: '8900', province: 'West Flanders', region: 'flanders', latitude: 50.8503, longitude: 2.885, tags: ['town'], streets: ['Meensestraat', 'Boterstraat', 'Rijselstraat', 'Diksmuidestraat', 'Elverdingsestraat'] },
  { name: 'Turnhout', nameNl: 'Turnhout', nameFr: 'Turnhout', postalCode: '2300', province: 'Antwerp', region: 'flanders', latitude: 51.3227, longitude: 4.9448, tags: ['town'], streets: ['Gasthuisstraat', 'Herentalsstraat', 'Otterstraat', 'Warandestraat', 'Steenweg op Merksplas'] },
  { name: 'Lier', nameNl: 'Lier', nameFr: 'Lierre', postalCode: '2500', province: 'Antwerp', region: 'flanders', latitude: 51.1313, longitude: 4.57, tags: ['town'], streets: ['Antwerpsestraat', 'Kartuizersvest', 'Rechtestraat', 'Mechelsestraat', 'Kolveniersvest'] },
  { name: 'Halle', nameNl: 'Halle', nameFr: 'Hal', postalCode: '1500', province: 'Flemish Brabant', region: 'flanders', latitude: 50.7339, longitude: 4.2345, tags: ['town', 'suburb'], streets: ['Basiliekstraat', 'Ninoofsesteenweg', 'Brusselsesteenweg', 'Nederhem', 'Leide'] },
  { name: 'Vilvoorde', nameNl: 'Vilvoorde', nameFr: 'Vilvorde', postalCode: '1800', province: 'Flemish Brabant', region: 'flanders', latitude: 50.9281, longitude: 4.4258, tags: ['town', 'suburb'], streets: ['Leuvensestraat', 'Mechelsesteenweg', 'Schaarbeeklei', 'Jean Baptiste Nowélei', 'Grote Markt'] },
  { name: 'Roeselare', nameNl: 'Roeselare', nameFr: 'Roulers', postalCode: '8800', province: 'West Flanders', region: 'flanders', latitude: 50.9465, longitude: 3.1227, tags: ['town'], streets: ['Ooststraat', 'Noordstraat', 'Meensesteenweg', 'Rumbeeksesteenweg', 'Kattenstraat'] },
  { name: 'Sint-Truiden', nameNl: 'Sint-Truiden', nameFr: 'Saint-Trond', postalCode: '3800', province: 'Limburg', region: 'flanders', latitude: 50.8167, longitude: 5.1864, tags: ['town'], streets: ['Diesterstraat', 'Tiensestraat', 'Luikerstraat', 'Naamsesteenweg', 'Stapelstraat'] },
  { name: 'Tongeren', nameNl: 'Tongeren', nameFr: 'Tongres', postalCode: '3700', province: 'Limburg', region: 'flanders', latitude: 50.7806, longitude: 5.464, tags: ['town'], streets: ['Maastrichterstraat', 'Hemelingenstraat', 'Luikerstraat', 'Sint-Truiderstraat', 'Moerenstraat'] },
  { name: 'Oudenaarde', nameNl: 'Oudenaarde', nameFr: 'Audenarde', postalCode: '9700', province: 'East Flanders', region: 'flanders', latitude: 50.8453, longitude: 3.6053, tags: ['town'], streets: ['Hoogstraat', 'Nederstraat', 'Broodstraat', 'Matthijs Casteleinstraat', 'Doornikse Heerweg'] },
  { name: 'Sint-Martens-Latem', nameNl: 'Sint-Martens-Latem', nameFr: 'Laethem-Saint-Martin', postalCode: '9830', province: 'East Flanders', region: 'flanders', latitude: 51.0158, longitude: 3.6353, tags: ['leafy', 'suburb'], streets: ['Kortrijksesteenweg', 'Latemstraat', 'Golflaan', 'Dorp', 'Baarle-Frankrijkstraat'] },
  { name: 'Brasschaat', nameNl: 'Brasschaat', nameFr: 'Brasschaat', postalCode: '2930', province: 'Antwerp', region: 'flanders', latitude: 51.2913, longitude: 4.4918, tags: ['leafy', 'suburb'], streets: ['Bredabaan', 'Miksebaan', 'Hoogboomsteenweg', 'Kaptajnlei', 'Lage Kaart'] },
  { name: 'Tervuren', nameNl: 'Tervuren', nameFr: 'Tervueren', postalCode: '3080', province: 'Flemish Brabant', region: 'flanders', latitude: 50.8236, longitude: 4.5143, tags: ['leafy', 'suburb'], streets: ['Brusselsesteenweg', 'Kastanjedreef', 'Duisburgsesteenweg', 'Markt', 'Hoornzeelstraat'] },
  // Wallonia
  { name: 'Liège', nameNl: 'Luik', nameFr: 'Liège', postalCode: '4000', postalCodes: ['4000', '4020', '4030'], province: 'Liège', region: 'wallonia', latitude: 50.6326, longitude: 5.5797, tags: ['city', 'university'], streets: ["Boulevard d'Avroy", 'Rue Saint-Gilles', 'Rue Féronstrée', 'Quai de Rome', 'Rue Hors-Château', 'Boulevard de la Sauvenière', 'Rue Saint-Léonard', 'Quai Marcellis'] },
  { name: 'Namur', nameNl: 'Namen', nameFr: 'Namur', postalCode: '5000', postalCodes: ['5000', '5000', '5100'], province: 'Namur', region: 'wallonia', latitude: 50.4674, longitude: 4.872, tags: ['city', 'university'], streets: ['Rue de Fer', "Rue de l'Ange", 'Avenue de la Plante', "Boulevard d'Herbatte", 'Rue Godefroid', 'Rue des Brasseurs'] },
  { name: 'Charleroi', nameNl: 'Charleroi', nameFr: 'Charleroi', postalCode: '6000', postalCodes: ['6000', '6001', '6010'], province: 'Hainaut', region: 'wallonia', latitude: 50.4108, longitude: 4.4446, tags: ['city'], streets: ['Boulevard Tirou', 'Rue de Marcinelle', 'Rue de la Montagne', 'Avenue de Waterloo', 'Boulevard Audent', 'Rue du Collège'] },
  { name: 'Mons', nameNl: 'Bergen', nameFr: 'Mons', postalCode: '7000', province: 'Hainaut', region: 'wallonia', latitude: 50.4542, longitude: 3.9523, tags: ['city', 'university'], streets: ['Rue de Nimy', "Rue d'Havré", 'Grand-Rue', 'Boulevard Dolez', 'Rue de la Chaussée', 'Avenue Reine Astrid'] },
  { name: 'Waterloo', nameNl: 'Waterloo', nameFr: 'Waterloo', postalCode: '1410', province: 'Walloon Brabant', region: 'wallonia', latitude: 50.7148, longitude: 4.3992, tags: ['leafy', 'suburb'], streets: ['Chaussée de Bruxelles', 'Drève Richelle', 'Avenue des Chasseurs', 'Boulevard Henri Rolin', 'Chaussée de Tervuren', 'Avenue Reine Astrid'] },
  { name: 'Wavre', nameNl: 'Waver', nameFr: 'Wavre', postalCode: '1300', province: 'Walloon Brabant', region: 'wallonia', latitude: 50.7177, longitude: 4.6013, tags: ['town', 'suburb'], streets: ['Rue du Pont du Christ', 'Place Bosch', 'Chaussée de Louvain', 'Avenue du Centenaire', 'Rue Provinciale'] },
  { name: 'Louvain-la-Neuve', nameNl: 'Louvain-la-Neuve', nameFr: 'Louvain-la-Neuve', postalCode: '1348', province: 'Walloon Brabant', region: 'wallonia', latitude: 50.6683, longitude: 4.6144, tags: ['university', 'town'], streets: ['Grand-Place', 'Rue des Wallons', 'Voie des Hennuyers', 'Place des Brabançons', 'Rue de la Neuville', 'Avenue Georges Lemaître'] },
  { name: 'Nivelles', nameNl: 'Nijvel', nameFr: 'Nivelles', postalCode: '1400', province: 'Walloon Brabant', region: 'wallonia', latitude: 50.5981, longitude: 4.3281, tags: ['town'], streets: ['Rue de Namur', 'Boulevard des Arbalétriers', 'Rue de Mons', 'Faubourg de Soignies', 'Grand-Place'] },
  { name: 'Arlon', nameNl: 'Aarlen', nameFr: 'Arlon', postalCode: '6700', province: 'Luxembourg', region: 'wallonia', latitude: 49.6833, longitude: 5.8167, tags: ['town'], streets: ['Grand-Rue', 'Avenue de Longwy', 'Rue des Faubourgs', 'Place Léopold', 'Rue de Diekirch'] },
  { name: 'Spa', nameNl: 'Spa', nameFr: 'Spa', postalCode: '4900', province: 'Liège', region: 'wallonia', latitude: 50.4925, longitude: 5.8641, tags: ['ardennes'], streets: ['Avenue Reine Astrid', 'Rue Royale', 'Boulevard des Anglais', 'Avenue Marie-Henriette', 'Route de Balmoral'] },
  { name: 'Durbuy', nameNl: 'Durbuy', nameFr: 'Durbuy', postalCode: '6940', province: 'Luxembourg', region: 'wallonia', latitude: 50.3524, longitude: 5.4561, tags: ['ardennes'], streets: ['Rue Comte Théodule d’Ursel', 'Grand-Rue', "Rue de l'Ourthe", 'Rue Fontaine', 'Route de Barvaux'] },
  { name: 'Dinant', nameNl: 'Dinant', nameFr: 'Dinant', postalCode: '5500', province: 'Namur', region: 'wallonia', latitude: 50.2606, longitude: 4.9122, tags: ['ardennes', 'town'], streets: ['Rue Grande', 'Avenue Churchill', 'Rue Adolphe Sax', 'Boulevard Sasserath', 'Rue Saint-Jacques'] },
  { name: 'Bastogne', nameNl: 'Bastenaken', nameFr: 'Bastogne', postalCode: '6600', province: 'Luxembourg', region: 'wallonia', latitude: 50.0035, longitude: 5.719, tags: ['ardennes', 'town'], streets: ['Rue du Sablon', 'Place McAuliffe', 'Rue de Neufchâteau', 'Avenue Mathieu', 'Rue des Remparts'] },
  { name: 'Tournai', nameNl: 'Doornik', nameFr: 'Tournai', postalCode: '7500', province: 'Hainaut', region: 'wallonia', latitude: 50.6056, longitude: 3.3878, tags: ['town'], streets: ['Rue Royale', 'Quai Notre-Dame', 'Rue de la Tête d’Or', 'Boulevard des Nerviens', 'Rue Saint-Martin'] },
  { name: 'Eupen', nameNl: 'Eupen', nameFr: 'Eupen', postalCode: '4700', province: 'Liège', region: 'wallonia', latitude: 50.6279, longitude: 6.0364, tags: ['town', 'ardennes'], streets: ['Klötzerbahn', 'Gospertstraße', 'Aachener Straße', 'Bergstraße', 'Haasstraße'] },
  { name: 'Verviers', nameNl: 'Verviers', nameFr: 'Verviers', postalCode: '4800', province: 'Liège', region: 'wallonia', latitude: 50.5891, longitude: 5.8623, tags: ['town'], streets: ['Rue Spintay', 'Place Verte', 'Rue du Brou', 'Pont Saint-Laurent', 'Rue de Heusy'] },
  { name: 'Lasne', nameNl: 'Lasne', nameFr: 'Lasne', postalCode: '1380', province: 'Walloon Brabant', region: 'wallonia', latitude: 50.6862, longitude: 4.4838, tags: ['leafy', 'suburb'], streets: ['Route de Genval', 'Chemin des Postes', 'Rue de la Gendarmerie', 'Route de Renipont', 'Rue du Try Bara'] },
];

export const GENERIC_STREETS = { flanders: FL_STREETS, wallonia: FR_STREETS, brussels: FR_STREETS } as const;
