/** The twelve demo blog articles (English). `theme` picks the cover illustration. */
import type { BlogTheme } from '../scenes.ts';

export type BlogSeed = {
  slug: string;
  title: string;
  category: 'Market' | 'Guides' | 'Legal' | 'Lifestyle' | 'Renovation';
  theme: BlogTheme;
  excerpt: string;
  body: string;
  /** Days before the reference date. */
  daysAgo: number;
};

export const BLOGS: BlogSeed[] = [
  {
    slug: 'registration-duties-flanders-wallonia-brussels',
    title: 'Registration duties in Flanders, Wallonia and Brussels: what you really pay',
    category: 'Legal',
    theme: 'duties',
    daysAgo: 4,
    excerpt: 'The tax on buying a home depends on where it stands. We compare the three regions and show what it means for a €350,000 purchase.',
    body: `When you buy an existing home in Belgium, the largest cost on top of the price is the **registration duty** (*registratiebelasting* / *droits d'enregistrement*). It is a regional tax, so the rules change as soon as you cross a regional border — sometimes in the middle of a street.

## Flanders
Flanders applies a standard rate of 12%. If the home becomes your **only family home**, a much lower rate applies (2% since 1 January 2025), and it falls further for buyers who carry out a deep energy renovation. You must not own another home on the day of the deed (or sell it within three years), and you must move in within three years.

## Wallonia
The standard rate in Wallonia is 12.5%. Since 2025 the region applies a strongly reduced rate to buyers of their **first own home**, replacing the old system of allowances. Conditions on residence and ownership are similar to Flanders.

## Brussels
Brussels also charges 12.5%, but first-time buyers who will live in the property get an **exemption on the first €200,000** of the price, provided the price does not exceed €600,000. On a €350,000 flat that saves €25,000.

## An example
For a €350,000 home bought as a first own home, the duty is roughly €7,000 in Flanders, a similar amount in Wallonia under the new reduced rate, and €18,750 in Brussels after the allowance. Add notary fees, VAT on those fees and mortgage-deed costs: budget **10–15% on top of the price** for an older home.

> Rates and conditions change regularly. Always ask your notary for a detailed cost estimate before signing the sales agreement (*compromis*).`,
  },
  {
    slug: 'epc-certificate-explained',
    title: 'Your EPC in five minutes: labels, scores and why buyers care',
    category: 'Guides',
    theme: 'epc',
    daysAgo: 12,
    excerpt: 'Every home that is sold or let needs an energy performance certificate. Here is how to read it and how it affects the price.',
    body: `An **energy performance certificate** (EPC in Flanders, PEB in Brussels and Wallonia) is mandatory as soon as a home is advertised for sale or rent. The label and score must appear in the advert itself — that is why every listing on Immora shows them.

## How to read it
- **Flanders** expresses the score in kWh per m² per year and turns it into a label from A+ to F.
- **Brussels** uses classes A to G, with the primary energy use and the CO₂ emissions per m².
- **Wallonia** uses labels from A++ to G and also shows the total yearly consumption.

The score is calculated by a certified energy expert from the insulation, glazing, heating system, ventilation and renewable energy on site. It is a *theoretical* consumption: your actual bills depend on how you live.

## Why it matters
Banks increasingly offer better rates for efficient homes, and in Flanders buyers of a home with label E or F must renovate to a better label within five years. A poor label is therefore a negotiating argument: work out the cost of roof insulation, new windows or a heat pump before you make an offer.

## Quick wins that move the label
1. Roof insulation (often the cheapest gain per euro).
2. Replacing an old boiler by a condensing boiler or heat pump.
3. High-performance double or triple glazing.
4. Solar panels, which improve the calculated primary energy use.

A new EPC is valid for ten years — ask for the full report, not only the label, to see which measures the expert recommends.`,
  },
  {
    slug: 'student-housing-leuven-ghent',
    title: 'Finding a kot: student housing in Leuven and Ghent',
    category: 'Lifestyle',
    theme: 'students',
    daysAgo: 21,
    excerpt: 'Rooms go fast before the academic year. Prices, contracts and the quality labels to look for in Belgium’s two biggest student cities.',
    body: `Leuven and Ghent together house well over 100,000 students, and the search for a **kot** (student room) starts as early as February for the following academic year.

## What it costs
In Leuven a room with shared facilities typically costs **€400–€550 per month**, a studio with private kitchen and bathroom €600–€800. Ghent is slightly cheaper for rooms around the Overpoort and Sint-Pietersplein. Ask whether charges (energy, water, internet) are included or billed as a fixed monthly advance.

## Contracts
Student leases usually run for **10 or 12 months**. A specific student-housing lease exists in Flanders: it can be ended early in some cases (for example when studies are stopped) and subletting rules are clear. The deposit is capped at two months’ rent for a blocked account.

## Quality labels
Both cities check student housing for fire safety and basic quality. In Leuven, rooms with the university’s **quality label** have been inspected and use a standard contract; Ghent publishes approved rooms through its student-housing service. Choosing a labelled room protects you against the worst surprises.

## Tips
- Visit in person or ask for a video call; never pay a deposit before you have seen the contract.
- Check the bike storage, the number of students per kitchen and the noise from nearby bars.
- Make an inventory of fixtures with photos on day one — it is your best protection when the deposit is returned.`,
  },
  {
    slug: 'renting-in-belgium-3-6-9-lease',
    title: 'Renting in Belgium: the 3-6-9 lease explained',
    category: 'Legal',
    theme: 'lease',
    daysAgo: 30,
    excerpt: 'Nine years by default, notice periods, indexation and the rental deposit: the rules every tenant and landlord should know.',
    body: `A lease for a main residence in Belgium is by default a **nine-year lease**, often called the *3-6-9 lease* because of the moments at which landlord and tenant can end it.

## Ending the lease
- The **tenant** may leave at any time with three months’ notice. During the first three years a compensation of three, two or one month’s rent is due.
- The **landlord** can end the lease at the end of each three-year period, for example to live in the home himself or for major renovation works, with six months’ notice. Without a reason he can only end it at the end of a three-year period and must pay compensation.

## Short leases
A lease of three years or less is possible, but it can be renewed only once in writing and must stay within three years in total; otherwise it automatically becomes a nine-year lease.

## Deposit and indexation
The rental deposit is capped at **two months’ rent** when it is placed on a blocked bank account in the tenant’s name. Rent can be indexed once a year on the anniversary of the lease, using the health index.

## Registration
The landlord must register the lease (free of charge) within two months. An unregistered lease gives the tenant extra rights to leave without notice or compensation. An entry inspection drawn up by both parties is mandatory in practice — without it, any damage is hard to prove at the end of the lease.`,
  },
  {
    slug: 'buying-at-notarial-auction-biddit',
    title: 'Buying at a notarial auction on Biddit',
    category: 'Guides',
    theme: 'auction',
    daysAgo: 38,
    excerpt: 'Online notarial auctions can be a good deal — if you prepare. How Biddit works, what it costs and the traps to avoid.',
    body: `Notarial auctions in Belgium take place online on **Biddit**, the platform of the notaries. Estates, bank sales and ordinary owners use it to sell quickly and transparently.

## How it works
Each auction lasts **eight days**. You register with your eID or itsme, the notary verifies your identity and you can place bids or an automatic maximum bid. Bids placed in the last minutes extend the auction, so there is no point in waiting for the last second.

## Prepare before you bid
- **Visit** the property on the announced viewing days.
- Read the **sale conditions**: urban planning, EPC/PEB, soil certificate, electrical inspection, occupancy (is there a tenant?).
- Ask your bank for a **financing agreement in principle**: you must pay the price and costs within a short period, usually four months, and there is no suspensive condition for a mortgage.

## Costs
Auction costs are higher than for a private sale because they include the notary’s auction fees. Biddit shows an estimate of the costs for each bid — add them to your maximum before you start.

## After the hammer
The seller may have set a reserve price. If the highest bid is accepted, the sale is final: there is no cooling-off period. That is the price of the speed and certainty an auction offers.`,
  },
  {
    slug: 'belgian-coast-holiday-rentals',
    title: 'Holiday rentals at the Belgian coast: what owners need to know',
    category: 'Market',
    theme: 'coast',
    daysAgo: 47,
    excerpt: 'From Knokke-Heist to De Panne, a flat by the sea can pay for itself. Occupancy, prices and the registration you cannot skip.',
    body: `The 67 kilometres of Belgian coast are lined with apartments, and many owners let them as **holiday accommodation** when they are not using them themselves.

## Demand and prices
Summer weeks and school holidays sell out early; a two-bedroom sea-view flat in Knokke-Heist or Nieuwpoort can earn €1,200–€2,000 per week in July and August. Out of season, **monthly rentals** to remote workers and retirees keep occupancy up — which is why many listings on Immora show a monthly price.

## Registration and safety
In Flanders, accommodation rented to tourists must be **registered with Toerisme Vlaanderen** and meet fire-safety requirements; the registration number belongs in your advert. Check your co-ownership rules too: some buildings forbid short-term letting.

## Taxes
Coastal municipalities levy a yearly tax on second homes and sometimes a tourist tax per night. Rental income from furnished holiday lets is taxed partly as movable income for the furniture.

## Practical tips
- A key box or smart lock and a local cleaning service make remote management possible.
- Good photos of the sea view and the terrace do most of the marketing.
- Offer a weekly rate in summer and a monthly rate from October to March.`,
  },
  {
    slug: 'mortgage-guide-belgium',
    title: 'Getting a mortgage in Belgium in 2026',
    category: 'Guides',
    theme: 'mortgage',
    daysAgo: 55,
    excerpt: 'Own funds, loan-to-value limits, fixed or variable rates and the insurances banks ask for: a step-by-step guide.',
    body: `Belgian banks are prudent lenders, and the National Bank of Belgium watches their mortgage portfolios closely. Knowing the rules helps you prepare a file that gets a quick yes.

## Own funds
Banks rarely finance more than **90% of the price** for an owner-occupied home, and they expect you to pay the registration duty and notary fees yourself. In practice you need savings of 15–20% of the purchase price.

## Fixed or variable
Most borrowers choose a **fixed rate** over 20 or 25 years. Variable-rate loans are capped by law in how much the rate can rise (for example a 5/5/5 formula). A lower rate for an energy-efficient home or a renovation loan is increasingly common.

## Insurances
The bank will ask for fire insurance on the home and usually a **mortgage life insurance** (*schuldsaldoverzekering* / *assurance solde restant dû*). You are free to take them elsewhere, which often saves money.

## The timeline
1. Ask for a financing simulation before you make offers.
2. Sign the sales agreement with a suspensive condition of financing (typically four weeks).
3. The bank values the property and issues the offer.
4. The deed and the mortgage are signed at the notary within four months.

Compare at least three banks — the spread between offers on the same file is often more than 0.3 percentage points.`,
  },
  {
    slug: 'renovation-obligation-flanders',
    title: 'The renovation obligation: buying a home with a poor energy label',
    category: 'Renovation',
    theme: 'renovation',
    daysAgo: 63,
    excerpt: 'Buy a house with label E or F in Flanders and you have five years to improve it. What the rule means and how to budget for it.',
    body: `Since 2023, anyone who buys a residential building with **EPC label E or F in Flanders** must renovate it to at least **label D within five years** of the deed. The target will become stricter over the coming years, in line with the goal of an energy-efficient housing stock by 2050.

## What counts
A new EPC after the works proves the result. Typical measures are roof and wall insulation, replacing single glazing, a new heating system and solar panels. Fines apply if the deadline is missed.

## Budget
For a 1960s terraced house, reaching label D or C often costs **€40,000–€90,000**. Get quotes before you make an offer and deduct part of the cost from your bid: sellers know the obligation too.

## Support
The Flemish renovation premium (*Mijn VerbouwPremie*) and the reduced registration duty for energy renovations help. Some banks offer green loans at reduced rates.

## Brussels and Wallonia
Both regions are introducing similar requirements step by step; Brussels plans minimum PEB classes by 2033 and Wallonia has its own renovation strategy. Check the latest rules for the property you are interested in — your notary must mention them in the deed.`,
  },
  {
    slug: 'flood-risk-scores-p-score-g-score',
    title: 'Flood-risk scores: what the P-score and G-score tell you',
    category: 'Legal',
    theme: 'flood',
    daysAgo: 74,
    excerpt: 'Flemish adverts must show two letters for flood risk. How they are calculated and what to do when you see a C or D.',
    body: `Since 2023, every advert for a property in Flanders has to show two **flood-risk scores**: the **P-score** for the parcel and the **G-score** for the building. Both range from A (very low risk) to D (high risk).

## Where they come from
The scores are calculated by the Flemish government from flood maps for river and rainwater flooding, and for the coast, storm surges. They are part of the *informatieplicht*: the seller or landlord must mention them in the advert and in the deed or lease.

## Reading the letters
- **A**: no significant flood risk.
- **B**: a flood may happen once in a thousand years.
- **C**: a flood may happen once in a hundred years.
- **D**: a flood may happen once in ten years or more often.

A **C or D on the parcel** with an **A on the building** usually means the garden may flood but the house itself is raised or outside the risk zone.

## What to do
Ask your insurer before signing: fire insurance includes flood cover in Belgium, but premiums and deductibles differ. Look at the drainage, the cellar and the height of the ground floor during the viewing, and check the history with the neighbours.

Brussels and Wallonia publish flood maps too, even if the letter scores are a Flemish system. On Immora you find the scores in the *Facts* section of each listing.`,
  },
  {
    slug: 'home-inspection-checklist',
    title: 'The viewing checklist: 20 things to inspect before you make an offer',
    category: 'Guides',
    theme: 'inspection',
    daysAgo: 86,
    excerpt: 'Damp, wiring, roofs and paperwork. A practical checklist for second viewings, with the certificates every Belgian seller must provide.',
    body: `A home rarely shows its weaknesses on a sunny Saturday afternoon. Use a second viewing to look at the building the way an inspector would.

## Outside
- Roof: missing tiles, sagging ridge, state of the gutters.
- Façade: cracks, efflorescence, the state of the joints.
- Windows: glazing type, rotten frames, condensation between panes.

## Inside
- **Damp**: smell the cellar, look at the bottom of walls and behind furniture.
- Heating: age and brand of the boiler, last maintenance certificate, type of radiators.
- Electricity: an up-to-date **electrical inspection report** is mandatory for a sale; if it is negative, the buyer must fix the defects within 18 months.
- Water pressure, drainage and the state of the bathroom sealant.

## Paperwork
Every seller must provide the EPC/PEB, the electrical inspection report, urban-planning information, a soil certificate (in Flanders) and, for buildings built before 2001 in Flanders, an **asbestos certificate**. For apartments, ask for the minutes of the last three general meetings of the co-owners: planned works become your bill.

## Bring help
An architect or a building inspector costs a few hundred euros — a fraction of a surprise renovation.`,
  },
  {
    slug: 'moving-to-brussels-guide',
    title: 'Moving to Brussels: neighbourhoods, registration and renting as a newcomer',
    category: 'Lifestyle',
    theme: 'moving',
    daysAgo: 98,
    excerpt: 'Nineteen municipalities, two official languages and a busy rental market. Where to live and what to do in your first weeks.',
    body: `Brussels is a region of **19 municipalities**, each with its own town hall and character. Where you live shapes your daily life more than in most capitals.

## Neighbourhoods at a glance
- **Ixelles and Saint-Gilles**: lively, international, Art Nouveau houses and busy squares.
- **Etterbeek and the European quarter**: close to the institutions, many furnished apartments.
- **Uccle and Woluwe**: green and residential, popular with families and international schools.
- **Schaerbeek**: grand townhouses at more accessible prices.

## Registering
Within eight days of moving in, register at the **town hall** of your municipality. A police officer visits to confirm that you live there, after which you receive your residence card. Many services — from a bank account to a parking permit — depend on this registration.

## Renting as a newcomer
Landlords usually ask for proof of income (a work contract or the last three payslips) and a deposit of two months on a blocked account. Furnished flats let faster and are more expensive; unfurnished leases for a main residence are nine-year leases that you can end with three months’ notice.

## Getting around
Metro, tram and bus are run by STIB/MIVB, trains connect the city to the whole country in under two hours, and the bike network is improving quickly. Car-free Sundays in September are a good excuse to explore.`,
  },
  {
    slug: 'furnished-rentals-pros-and-cons',
    title: 'Furnished rentals: higher rent, different rules',
    category: 'Market',
    theme: 'furnished',
    daysAgo: 112,
    excerpt: 'Furnished flats appeal to expats and students. What landlords can charge, how the income is taxed and what tenants should check.',
    body: `Furnished apartments are in high demand in Brussels, Antwerp and the university cities, where expats, trainees and students look for homes they can move into with a suitcase.

## For tenants
Expect a premium of **10–25%** on the rent compared with an unfurnished flat. Check the inventory carefully: every piece of furniture and appliance should be listed with its condition, because you will be held to it when you leave.

## For landlords
The lease rules are the same as for unfurnished homes: a main residence is by default a nine-year lease, and the deposit is capped at two months on a blocked account. Short leases of up to three years are popular for furnished flats.

## Tax
For a private landlord, part of the rent corresponding to the furniture is taxed as **movable income**; in the absence of a split in the lease, the tax authorities apply a fixed proportion. Mention the furniture share explicitly in the contract.

## What to provide
A good furnished flat includes a bed with mattress protector, storage, a sofa, a dining table, a fully equipped kitchen, a washing machine and fast internet. Quality matters more than quantity — cheap furniture quickly turns into disputes over wear and tear.`,
  },
];
