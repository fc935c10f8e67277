import type { SeedBlogPost } from './types.ts';

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'how-to-ace-your-warehouse-job-interview',
    title: 'How to Ace Your Warehouse Job Interview',
    excerpt:
      'Warehouse interviews are short and practical, but the candidates who prepare stand out quickly. Here is what hiring managers actually listen for and how to answer with confidence.',
    content: `Warehouse interviews tend to be shorter and more practical than office interviews. Many last fifteen to twenty minutes, and some happen right on the floor with the shift supervisor. That does not mean they are a formality. Our recruiters speak with warehouse hiring managers across the Greater Toronto Area every week, and they consistently tell us the same thing: the candidates who prepare, even a little, are easy to spot.

This guide walks through what managers are really looking for, the questions you are likely to hear, and the small details that help you leave a strong impression.

## What hiring managers are listening for

A warehouse supervisor has a simple goal. They need people who will show up on time, work safely, keep an accurate count and get along with the team. Almost every question in the interview connects back to one of those four things.

**Reliability** matters more than anything else. A missed shift in a busy distribution centre means trucks leave late or someone else works a double. If you have a strong attendance record at a previous job, say so directly. If you have a reliable way to get to work, mention your route or the bus you will take, especially for early morning or overnight shifts.

**Safety awareness** comes next. You do not need years of experience, but you should be able to talk about how you protect yourself and others. Lifting with your legs, keeping aisles clear, wearing your safety shoes and reporting near misses are all good examples.

**Accuracy** is the third piece. Picking the wrong item or miscounting a pallet creates problems that travel all the way to the customer. Talk about times you double-checked your work, caught a mistake before it left the building or followed a process carefully.

## Common questions and how to answer them

You will hear some version of the following questions in most warehouse interviews. Think about your answers before you arrive, and keep each one to a minute or two.

- **Tell me about your previous warehouse or physical work.** Describe the type of facility, what you handled and any equipment you used, such as RF scanners, pallet jacks or a forklift.
- **How do you handle a fast pace or a high target?** Give a real example of a busy day and explain how you stayed organized without cutting corners on safety.
- **What would you do if you saw a co-worker doing something unsafe?** The right answer is to speak up respectfully and report it to a supervisor. Managers want to hear that you take safety seriously even when it is uncomfortable.
- **Are you available for overtime, weekends or rotating shifts?** Be honest. It is better to be clear about your availability now than to accept a schedule you cannot keep.
- **Why do you want to work here?** Mention something specific: the shift fits your schedule, you want to learn to operate equipment, or you are looking for a place to grow into a lead hand role.

If you are new to warehouse work, lean on transferable experience. Retail stocking, restaurant kitchens, landscaping and construction all involve physical work, teamwork and working to a schedule. Explain how those skills carry over.

## Small details that make a big difference

Arrive ten minutes early and bring a copy of your resumé, a list of references and any certifications you hold, such as a forklift card or a WHMIS certificate. If the interview includes a tour, wear clean, closed-toe shoes, ideally your safety footwear, and dress in neat, practical clothes.

During the tour, pay attention. Ask how the shift is organized, what a typical daily target looks like and how new people are trained. Thoughtful questions show that you are already picturing yourself doing the job well.

Some employers include a short practical test, such as reading pick labels, counting items on a shelf or a basic math check. Take your time. Accuracy usually counts for more than speed in these tests.

Finally, follow up. A short thank-you email or a quick call to your recruiter the same day keeps your name at the top of the list. If you applied through Northline, let your recruiter know how the interview went. We often hear feedback from the employer first and can help you prepare for a second conversation or point you to a role that suits you better.

Warehouse work offers steady hours, room to learn new skills and clear paths into lead hand, equipment operator and supervisor roles. A little preparation before the interview is the first step on that path.`,
    category: 'Career Advice',
    author: 'Sarah Okafor',
    imageUrl: '/images/blog/how-to-ace-your-warehouse-job-interview.jpg',
    published: true,
    publishedDaysAgo: 2,
  },
  {
    slug: 'how-to-hire-seasonal-warehouse-staff-in-ontario',
    title: 'How to Hire Seasonal Warehouse Staff in Ontario',
    excerpt:
      'Seasonal peaks can make or break a warehouse year. A practical plan for recruiting, onboarding and keeping temporary staff in Ontario, from the timeline to the first shift.',
    content: `For most Ontario warehouses, the busiest weeks of the year arrive at the same time as everyone else's. Retail and e-commerce volumes climb through the fall, grocery and beverage distributors see summer spikes, and agricultural and garden products peak in the spring. When every operation in the region is hiring at once, the employers who plan ahead get the best people.

Here is the approach we recommend to the warehouse clients we support across Peel, Halton and the Golden Horseshoe.

## Build your timeline backwards

Start with the date you need a fully productive team on the floor and work backwards. A seasonal associate needs time to be recruited, screened, trained and coached before they reach full pace. For most operations, that means starting recruitment **six to eight weeks** before volume begins to climb.

Work with your operations team to forecast how many people you need by shift and by function. Pickers, packers, forklift operators and shipping clerks each require different skills, and certified equipment operators are usually the hardest positions to fill. Separate those roles in your plan so they get the earliest attention.

It also helps to look at last season. Which weeks ran short? Which shifts had the most turnover? Those answers tell you where to add buffer staff this year.

## Make the offer competitive and clear

Seasonal workers compare offers quickly, often between several warehouses along the same highway corridor. A few things consistently make a difference:

- **A clear pay rate and shift schedule** in the job posting, including any shift or cooler premiums
- **Realistic expectations** about the physical demands, temperature and pace of the work
- **Transit and parking information**, especially for sites outside the core of Mississauga, Brampton or Milton
- **An end-of-season bonus** or completion incentive for workers who stay through the peak
- **A path to permanent work** for strong performers, even if only a few roles are available

Be honest about the length of the assignment. People plan their lives around these jobs, and workers who were told the truth are far more likely to come back next year.

## Onboard for safety and speed

Ontario employers are responsible for training workers on the hazards of their job before they start. That includes the province's mandatory health and safety awareness training, WHMIS for anyone who works around hazardous products, and site-specific training on equipment, emergency exits and safe lifting.

A structured first week shortens the time it takes new workers to reach full productivity. Pair every new associate with an experienced buddy for their first few shifts. Set targets that ramp up gradually instead of expecting full rates on day one. Check in at the end of the first shift and again at the end of the first week, since that is when most early departures happen.

Keep training materials simple and visual. Photos of correct pallet builds, labelled diagrams of the pick path and short demonstrations on the floor work better than long presentations in a break room.

## Working with a staffing partner

Many Ontario warehouses use a staffing agency for some or all of their seasonal workforce. A good partner maintains a pool of pre-screened candidates, handles payroll and scheduling, and can replace a worker quickly if someone does not work out.

If you go this route, share your forecast early and update it every week. Agree on how attendance and performance issues will be reported, and make sure the agency's safety orientation lines up with your own. Under Ontario's Employment Standards Act, temporary help agencies and their clients share certain responsibilities, so it is worth reviewing those arrangements with your HR team before the season starts.

At Northline, we build seasonal teams for warehouses of every size, from a handful of pickers for a local distributor to full shifts at large fulfillment centres. The planning is the same either way: start early, be clear about the job and invest in the first week. Get those three things right and your peak season becomes a lot more predictable.`,
    category: 'Hiring Tips',
    author: 'Priya Raman',
    imageUrl: '/images/blog/how-to-hire-seasonal-warehouse-staff-in-ontario.jpg',
    published: true,
    publishedDaysAgo: 5,
  },
  {
    slug: 'ftl-vs-ltl-how-to-choose-the-right-freight-option',
    title: 'FTL vs LTL: How to Choose the Right Freight Option',
    excerpt: 'Full truckload and less-than-truckload shipping each have their place. Learn how volume, timing, handling and cost should shape your choice.',
    content: `One of the most common questions we hear from shippers is whether a load should move as full truckload (FTL) or less-than-truckload (LTL). The answer depends on more than the number of pallets. Transit time, how fragile the freight is, how often you ship and the delivery location all play a role. Understanding the trade-offs helps you pick the right option and avoid paying for capacity you do not need.

## How each option works

With **full truckload**, you book an entire trailer for your shipment. The truck picks up at your dock and drives directly to the consignee without stopping at terminals along the way. You pay for the whole trailer whether you fill it or not, usually as a flat rate for the lane.

With **less-than-truckload**, your freight shares a trailer with shipments from other customers. The carrier picks it up, brings it to a terminal, sorts it onto a linehaul trailer and then delivers it from a terminal near the destination. You pay only for the space and weight your freight uses, based on its weight, dimensions, density and the lane.

A standard 53-foot dry van holds 26 standard pallets loaded single-stacked on the floor. That gives you a rough sense of scale: a shipment of one to six pallets is a typical LTL move, while anything that fills most of a trailer is usually cheaper and simpler as FTL. Between those two points is a grey zone where it pays to compare quotes.

## When LTL makes sense

LTL is often the most economical choice for smaller, regular shipments. It works well when:

- You ship between one and six pallets at a time
- Your delivery dates have a day or two of flexibility
- Your freight is well packaged and can handle being moved through a terminal
- You ship to many different customers instead of a single destination
- You want to avoid paying for empty trailer space

Keep in mind that LTL pricing includes more variables. **Accessorial charges** for liftgate service, residential or limited-access delivery, appointments and inside delivery can add up quickly. Accurate weights and dimensions on your bill of lading matter too, because carriers re-weigh and re-measure freight and will bill the difference.

## When FTL is the better choice

Full truckload is usually the right call when your shipment fills more than half a trailer, when timing is tight or when the freight is high-value or fragile. Because the trailer is sealed at your dock and opened at the destination, there is less handling and a lower risk of damage. Transit times are also shorter and more predictable since there are no terminal transfers.

FTL is also worth considering for time-sensitive launches, retail replenishment with strict appointment windows and product that needs temperature control. Many shippers with steady volume on the same lane negotiate dedicated or contract FTL rates that are more stable than the spot market.

Not every shipment fits neatly into one category. **Volume LTL** and **partial truckload** options can work for shipments that are too big for standard LTL but do not fill a trailer, typically somewhere in the range of six to twelve pallets. These services often move with fewer stops and less handling than standard LTL, at a lower cost than a dedicated truck.

Consolidation is another option. If you ship several small orders to the same region during the week, combining them into one larger shipment on a fixed day can cut costs significantly and reduce the number of pickups at your dock.

## Making the decision

Before you book, ask yourself a few questions. How much space does the shipment actually take? How firm is the delivery date? How well will the product handle extra loading and unloading? What accessorial services will the consignee need? Running those answers against a few quotes usually makes the choice clear.

Northline's transportation and freight team books both FTL and LTL across Ontario, Quebec and into the United States. If you are not sure which option fits a particular shipment, send us the details and we will compare the options side by side, including the accessorials that often get missed in a quick quote.`,
    category: 'Transportation',
    author: 'Marc Tremblay',
    imageUrl: '/images/blog/ftl-vs-ltl-how-to-choose-the-right-freight-option.jpg',
    published: true,
    publishedDaysAgo: 12,
  },
  {
    slug: 'how-to-write-a-job-posting-that-attracts-the-right-applicants',
    title: 'How to Write a Job Posting That Attracts the Right Applicants',
    excerpt:
      'A clear, honest job posting brings in better candidates and saves hours of screening. Here is how to structure yours, from the title to the pay range.',
    content: `A job posting is often the first conversation a candidate has with your company. It decides who applies, who scrolls past and who shows up to the interview with the wrong expectations. After reviewing thousands of postings for clients across Ontario, our recruiters have learned that the best ones are not the longest or the most creative. They are the clearest.

## Start with a title people actually search for

Candidates search for jobs using plain, familiar words. "Forklift Operator", "Accounts Payable Clerk" and "AZ Driver" will reach far more people than "Material Movement Specialist" or "Finance Rockstar". If the role has an important detail, such as a shift or location, add it to the title: "Warehouse Associate - Night Shift" tells a job seeker a lot in very few words.

Avoid internal job codes, level numbers and abbreviations that only make sense inside your organization.

## Lead with what the candidate wants to know

Most people decide whether to keep reading within the first few lines. Put the essential facts up front:

- **Pay rate or salary range**, including shift premiums or commission
- **Schedule**, including the shift times and whether weekends or overtime are expected
- **Location**, and whether the role is on-site, hybrid or remote
- **Type of role**, such as permanent full-time, part-time or a contract with an end date
- **Benefits and perks** that matter, such as health coverage, paid training or a transit-accessible site

Including pay is no longer just a good practice. Ontario has introduced job posting rules that require many employers to disclose expected compensation in publicly advertised postings, along with other requirements, such as not asking for Canadian work experience. The rules depend on the size of your organization, so check the current Employment Standards Act requirements with your HR team before you publish.

## Describe the job, not just the ideal person

Many postings spend most of their length describing the perfect candidate and very little describing the work. Flip that around. In three or four sentences, explain what a typical day looks like, who the person will work with and what success looks like after the first few months.

For example, "You will load and unload 8 to 10 trailers per shift using a counterbalance forklift, working with a team of six on the afternoon shift" paints a much clearer picture than "responsible for material handling duties as assigned".

## Separate must-haves from nice-to-haves

Long lists of requirements discourage qualified people from applying, especially candidates who tend to apply only when they meet every point. Keep the true requirements to a short list of three to five items: the certifications, licences and experience someone genuinely needs on day one.

Move everything else into an "assets" section. Software you can teach in a week, a second language that would be helpful but not essential and experience in your specific industry usually belong there.

Be careful with degree requirements. Many warehouse, transportation and administrative roles can be done well by people with relevant experience and no post-secondary credential. Requiring one narrows your pool without improving your hires.

Use "you" and "we". Short sentences and plain language make a posting easier to read on a phone, which is where most candidates will see it. Cut the buzzwords, and read the posting out loud before you publish it. If a sentence sounds strange spoken, it will read strangely too.

Finally, tell people what happens next. Let applicants know whether they will hear back within a week, whether there will be a phone screen and whether the interview includes a site tour or a skills test. A clear process builds trust and reduces no-shows.

A posting is not something you write once and forget. If you are getting too few applicants, look at the pay, the title and the schedule first. If you are getting plenty of applicants but few qualified ones, your requirements or your description may be too vague.

Northline's recruitment team writes and manages postings for employers in staffing, warehousing and transportation every day. Whether you are filling a single role or building a full team, a clear posting is the fastest way to reach the right people.`,
    category: 'Hiring Tips',
    author: 'Priya Raman',
    imageUrl: '/images/blog/how-to-write-a-job-posting-that-attracts-the-right-applicants.jpg',
    published: true,
    publishedDaysAgo: 21,
  },
  {
    slug: 'five-ways-to-improve-inventory-accuracy-in-your-warehouse',
    title: 'Five Ways to Improve Inventory Accuracy in Your Warehouse',
    excerpt:
      'Inventory errors ripple into missed orders, wasted labour and unhappy customers. These five practical habits help warehouses close the gap between the system and the shelf.',
    content: `Every warehouse manager knows the feeling. The system says there are forty cases in a location, the picker finds twelve, and suddenly an order is short, a customer is calling and someone is searching the building for missing stock. Inventory accuracy problems rarely come from one big failure. They come from small errors that pile up at receiving, put-away, picking and shipping.

The good news is that accuracy improves quickly once you focus on a few fundamentals. These are the practices we rely on in the warehouses Northline operates and supports across Ontario.

## Five habits that make the difference

**1. Get receiving right.** Most inventory problems begin at the dock. If a shipment is received with the wrong quantity, the wrong item number or the wrong unit of measure, every transaction that follows inherits the error.

Make receiving a controlled step rather than a rush job. Count and scan every inbound shipment against the purchase order before it is put away. Pay special attention to **units of measure**: an item received as "eaches" when the system expects cases can distort your records by a factor of twelve or twenty-four. Set a clear process for discrepancies, so overages, shortages and damage are recorded before the paperwork is closed.

**2. Replace annual counts with cycle counting.** A full physical inventory once a year tells you how far off you were, but it does not tell you why, and the results are out of date within weeks. Cycle counting spreads the work out by counting a small portion of your locations every day.

A common approach is to rank items by value or movement. Fast-moving, high-value items are counted frequently, perhaps monthly, while slow movers are counted once or twice a year. Over time, every location is counted, and problem areas get more attention. Just as important, cycle counts are small enough that you can investigate each variance while the trail is still fresh.

**3. Fix root causes, not just numbers.** Adjusting the system to match the shelf is only half the job. The real value of a count comes from asking why the numbers were different. Typical causes include:

- Stock put away to the wrong location or left in a staging lane
- Picks confirmed without scanning the location or item
- Returns and damaged goods that were never processed
- Unit-of-measure mix-ups at receiving or in the item master
- Transactions entered late, after product had already moved

Track the cause of every significant variance. After a few weeks, patterns appear, and you will often find that a single process gap explains most of your errors.

**4. Keep locations clean and clearly labelled.** A disorganized warehouse is an inaccurate warehouse. Every location should have a clear, scannable label, and each pallet or bin should hold one item whenever possible. Mixed locations, unlabelled overflow and product sitting in aisles make mistakes almost inevitable.

Schedule regular housekeeping walks. Empty locations that still show stock, full locations that show zero and product with no location at all are easy wins that improve both accuracy and safety.

**5. Train, measure and recognize.** Accuracy is a team habit. New associates need to understand why scanning every location matters, not just how to do it. Short refreshers at shift start meetings, clear written procedures and coaching on the floor all help.

Measure **inventory record accuracy** and share the results with the team. When people can see the number improving week by week, and when good work is recognized, accuracy becomes part of the culture instead of a monthly fire drill.

## Bringing it together

None of these steps requires expensive technology. A reliable warehouse management system and RF scanning certainly help, but the biggest gains come from disciplined receiving, steady cycle counting and a commitment to fixing root causes.

If your operation is struggling with inventory accuracy, or you are planning a move to a new facility, Northline's warehouse services team can help. We run receiving, storage, pick and pack and cycle counting programs for clients of all sizes, and we are always happy to share what works.`,
    category: 'Warehousing',
    author: 'Daniel Kowalski',
    imageUrl: '/images/blog/five-ways-to-improve-inventory-accuracy-in-your-warehouse.jpg',
    published: true,
    publishedDaysAgo: 35,
  },
  {
    slug: 'cross-border-shipping-between-canada-and-the-us-the-basics',
    title: 'Cross-Border Shipping Between Canada and the US: The Basics',
    excerpt:
      'Shipping across the Canada-US border is routine for thousands of Ontario businesses, but it depends on accurate paperwork. An overview of the documents, partners and steps involved.',
    content: `Ontario sits next to some of the busiest commercial border crossings in North America, and for many businesses in the province, the United States is their largest market. Cross-border shipping is routine, but it is not automatic. A missing document or an unclear product description can leave a truck waiting at the border while customers wait for their orders.

This overview covers the basics every shipper should understand before sending freight south, or bringing it north.

## The key players

A cross-border shipment involves more parties than a domestic one. Knowing who does what makes it much easier to keep things moving.

The **shipper** (exporter) provides the goods and the commercial paperwork. The **importer of record** is the party legally responsible for the goods entering the destination country, including paying any duties and taxes. The **customs broker** prepares and submits the customs entry on the importer's behalf and communicates with border authorities. The **carrier** moves the freight and must submit electronic cargo information before arriving at the border.

On the Canadian side, imports are processed by the Canada Border Services Agency. Shipments entering the United States are processed by US Customs and Border Protection. Most shippers never deal with either agency directly; their customs broker handles that relationship.

## Documents you will need

Requirements vary by product, but most commercial shipments rely on the same core documents:

- **Commercial invoice** describing the goods, quantities, values, currency, country of origin and the buyer and seller
- **Bill of lading** issued by the carrier, showing the shipper, consignee and freight details
- **Certification of origin** if you are claiming preferential duty treatment under the Canada-United States-Mexico Agreement (CUSMA)
- **Permits or additional declarations** for regulated goods such as food, plants, certain chemicals or controlled products
- **Packing list** showing how the goods are packed, which helps with inspections

The single most important detail is an accurate **product description and tariff classification**. Vague descriptions such as "parts" or "samples" are a common cause of delays. Work with your broker to confirm the correct Harmonized System classification for each product you ship regularly.

## How the crossing works

Before the truck reaches the border, the carrier transmits its electronic manifest and the customs broker submits the entry information. For shipments into Canada, carriers commonly use the Pre-Arrival Review System (PARS), and for shipments into the United States, the Pre-Arrival Processing System (PAPS). Each shipment is given a barcode number that links the paperwork to the load.

When the driver arrives at the border, the officer reviews the release status. If the documentation is complete and the shipment is not selected for inspection, the truck is released and continues on its way. If something is missing or unclear, the truck may be held while the broker resolves the issue.

## Tips for smoother crossings

Send paperwork to your broker and carrier as early as possible, ideally when the load is booked rather than when it is picked up. Make sure the values and quantities on the commercial invoice match the bill of lading and the freight on the trailer. Keep a product master file with descriptions, classifications and countries of origin so your documents are consistent from one shipment to the next.

If you ship across the border regularly, ask your carrier about trusted trader programs such as FAST, which can shorten crossing times for approved carriers, drivers and importers. Review CUSMA eligibility for your products as well, since qualifying goods can often cross duty-free.

Finally, build realistic time into your schedule. Even well-prepared shipments can be slowed by border volume, weather or random inspections.

Northline's transportation and freight division moves full truckload and LTL freight between Ontario and the United States every week. We work alongside your customs broker to make sure documents, manifests and appointments line up, so your freight crosses with as few surprises as possible.`,
    category: 'Transportation',
    author: 'Marc Tremblay',
    imageUrl: '/images/blog/cross-border-shipping-between-canada-and-the-us-the-basics.jpg',
    published: true,
    publishedDaysAgo: 58,
  },
  {
    slug: 'peak-season-fulfillment-how-ontario-warehouses-are-preparing',
    title: 'Peak-Season Fulfillment: How Ontario Warehouses Are Preparing',
    excerpt:
      'Peak season is longer and less predictable than it used to be. Here is how warehouse operators in Ontario are adapting their staffing, space and processes.',
    content: `Not long ago, peak season in a fulfillment warehouse meant a few intense weeks between late November and the end of December. Today, the picture looks different. Retailers run promotional events earlier in the fall, online orders keep arriving well into January, and returns create a second wave of work after the holidays. For many operations, peak is now a season of several months rather than a single spike.

Across the warehouses Northline supports in Ontario, operators are responding with a similar set of changes. Here is what we are seeing.

## Staffing for a longer, less predictable peak

The biggest shift is in how operators think about labour. Instead of hiring everyone for a single start date, many are **staggering their seasonal hiring** in waves that follow the forecast. A smaller group starts early to handle the first promotional events, and additional workers join as volume climbs.

Cross-training has also become a priority. Associates who can move between receiving, picking, packing and returns give supervisors far more flexibility when volumes shift suddenly between areas of the building. Some operations now run short skills sessions in the quieter weeks of late summer so that permanent staff are ready to train and lead seasonal workers.

Retention matters as much as recruitment. Warehouses that offer completion bonuses, predictable schedules and a clear chance at permanent work are finding that more of their seasonal workers stay through the end of the season and return the following year.

## Making the most of space

Peak volume puts pressure on every square metre of a building. Operators are preparing by:

- **Re-slotting fast movers** closer to packing stations before volume climbs
- **Clearing slow-moving stock** into overflow or off-site storage to free up pick faces
- **Setting up temporary pack stations** that can be opened and closed as demand changes
- **Planning a dedicated returns area** so returned goods do not block outbound work
- **Reviewing dock schedules** with carriers to avoid congestion at peak pickup times

Some businesses are also turning to third-party warehousing for overflow, keeping their core operation focused on daily orders while a partner handles promotional stock or seasonal product lines.

## Processes and communication

The operations that handle peak best tend to be the ones that rehearse it. They test their systems with higher order volumes before the season starts, confirm carrier cut-off times and agree on escalation plans with their customers in advance.

Daily communication becomes even more important once peak begins. Short stand-up meetings at the start of each shift, clear targets posted on the floor and quick feedback on errors help new and experienced workers stay aligned. Many supervisors also make a point of reviewing **safety** every day during peak, since fatigue, crowded aisles and new workers all increase the risk of injury.

## Looking ahead

Peak will likely continue to stretch and shift as shopping habits change. The warehouses that handle it best are treating it as an ongoing planning exercise rather than an annual emergency, building flexibility into their labour, space and processes throughout the year.

If you are planning for your next peak, Northline can help on several fronts: seasonal staffing from our recruitment division, overflow storage and pick-and-pack support from our warehouse services team, and extra freight capacity when outbound volume climbs. Starting the conversation early gives everyone more options.`,
    category: 'Industry News',
    author: 'Daniel Kowalski',
    imageUrl: '/images/blog/peak-season-fulfillment-how-ontario-warehouses-are-preparing.jpg',
    published: true,
    publishedDaysAgo: 84,
  },
  {
    slug: 'forklift-certification-in-ontario-what-job-seekers-need-to-know',
    title: 'Forklift Certification in Ontario: What Job Seekers Need to Know',
    excerpt:
      'Forklift training opens the door to better-paying warehouse jobs. Here is how certification works in Ontario, what training covers and how to make the most of it.',
    content: `If you work in a warehouse, a distribution centre or a manufacturing plant, learning to operate a forklift is one of the fastest ways to move into a better-paying role. Certified operators are in steady demand across Ontario, and many of the warehouse jobs we fill at Northline either require forklift experience or offer higher pay to people who have it.

But forklift certification is often misunderstood. Here is what job seekers should know before signing up for a course.

## Is there an Ontario forklift licence?

There is no government-issued forklift licence in Ontario, and you do not need a driver's licence to operate a forklift at work. Instead, Ontario's workplace health and safety rules require employers to make sure that anyone operating a lifting device, including a forklift, is **competent** to do so. In practice, that means the operator has been trained and evaluated on the type of equipment they will use.

When people talk about forklift certification, they usually mean a course from a training provider or an employer that ends with a written test and a practical evaluation. Successful students receive a certificate and often a wallet card. Employers look for this proof of training, but they are still expected to make sure you are familiar with their specific equipment and site before you start operating on your own.

Most employers and training providers follow a renewal cycle of about **three years**, with refresher training sooner if an operator is involved in an incident or moves to a different type of truck.

## What the training covers

A typical forklift course takes one or two days for new operators and less for experienced operators who need recertification. Expect a mix of classroom learning and hands-on practice. Good training will cover:

- How a forklift is built and how its stability triangle works
- Reading the capacity plate and understanding load centres
- Pre-shift inspections and how to report defects
- Safe travel, turning and operating on ramps and docks
- Picking up, stacking and unstacking loads at height
- Working safely around pedestrians and other equipment
- Battery charging or propane cylinder changes

Different classes of equipment require their own training. A counterbalance forklift, a reach truck and an order picker all handle very differently. If you already have counterbalance training and you are applying for a reach truck position, ask whether you will need additional training before you start.

## Choosing a training provider

Look for a provider that offers plenty of hands-on time on real equipment, not just a video and a quiz. Ask how long the practical portion lasts and what types of trucks you will train on. Smaller class sizes usually mean more time on the machine.

Some employers provide forklift training for their own workers, so it is worth asking your current supervisor or recruiter before paying for a course yourself. Employment Ontario programs may also be able to help with training costs for eligible job seekers.

## Turning certification into a job

Training gets your foot in the door, but employers value experience. When you first start, you may be offered a general warehouse role with some forklift time. Take it. A few months of supervised operating experience makes your resumé much stronger.

On your resumé, list the specific equipment you are trained on, the date of your certification and any experience with RF scanners, loading trailers or working at height. In interviews, talk about how you perform your pre-shift inspection and how you work safely around pedestrians. Those answers show a hiring manager that you take the responsibility seriously.

Northline places forklift, reach truck and order picker operators with warehouses across the GTA and beyond. If you are newly certified and looking for your first operating role, register with our recruitment team. We will help you find a position where you can build the experience that leads to the next step.`,
    category: 'Career Advice',
    author: 'Sarah Okafor',
    imageUrl: '/images/blog/forklift-certification-in-ontario-what-job-seekers-need-to-know.jpg',
    published: true,
    publishedDaysAgo: 120,
  },
  {
    slug: 'temp-to-hire-a-lower-risk-way-to-build-your-team',
    title: 'Temp-to-Hire: A Lower-Risk Way to Build Your Team',
    excerpt: 'Temp-to-hire lets employers and workers try a role before committing to it. Here is how the model works and how to use it well.',
    content: `Hiring the wrong person is expensive. Recruiting, onboarding and training all take time, and a poor fit can affect the whole team before anyone decides to make a change. Temp-to-hire arrangements give both employers and workers a chance to see how a role works in practice before committing to a permanent position.

At Northline, temp-to-hire placements are among the most common arrangements we set up for clients in warehousing, manufacturing, transportation and office administration. Here is how the model works and how to get the most out of it.

## How temp-to-hire works

In a temp-to-hire arrangement, the worker starts as an assignment employee of the staffing agency. The agency recruits and screens the candidate, handles payroll and statutory deductions, and manages the employment paperwork. The worker performs the job at the client's site, under the client's day-to-day direction.

After an agreed period, often somewhere between eight and twelve weeks, the client decides whether to offer the worker a permanent position. If both sides are happy, the worker moves onto the client's own payroll. If the fit is not right, the assignment ends and the agency can present other candidates.

In Ontario, temporary help agencies are regulated under the Employment Standards Act. Among other rules, an agency may only charge a client a fee for hiring an assignment employee directly within the **first six months** of that worker's assignment with the client. It is worth reviewing your agreement with your staffing partner so that everyone understands the timelines and any conversion fees.

## Benefits on both sides

Temp-to-hire gives you a real view of how someone performs. Interviews show how well a person talks about their work. A few weeks on the job shows how they actually do it: their attendance, their attention to detail and how well they fit with the team.

It also gives you flexibility. If your volume is uncertain, you can bring in people as temporary workers and convert them once you are confident the role is needed long term. And because the agency handles recruitment and payroll during the trial period, your HR team can focus on other priorities.

For job seekers, temp-to-hire is a chance to try a workplace before committing. Workers learn what the schedule, the supervisors and the daily routine are really like. Many candidates use temp-to-hire roles to move into new industries where they might not get hired permanently based on their resumé alone.

## Making it work

Temp-to-hire succeeds when expectations are clear from the start. We recommend that clients:

- **Define the trial period** and the date when a hiring decision will be made
- **Share the performance expectations** that will be used to make the decision
- **Treat temporary workers as part of the team**, including them in training, meetings and safety talks
- **Give feedback early**, through the agency or directly, rather than waiting until the end
- **Be honest about the outcome**, whether or not a permanent offer is possible

The most common mistake we see is leaving temporary workers in limbo for months without a clear answer. Good workers have options, and they will often take another offer if they do not see a path to permanent employment. A clear timeline protects your investment in training them.

## Is temp-to-hire right for you?

Temp-to-hire works especially well for roles with a high volume of hiring, such as warehouse associates, production workers and general labourers, and for positions where practical skills are hard to judge in an interview. It may be less suitable for senior roles where candidates expect a permanent offer from the outset.

If you are planning to grow your team, talk with our recruitment division about whether temp-to-hire, permanent placement or a mix of both makes the most sense for your operation.`,
    category: 'Hiring Tips',
    author: 'Priya Raman',
    imageUrl: '/images/blog/temp-to-hire-a-lower-risk-way-to-build-your-team.jpg',
    published: false,
    publishedDaysAgo: 3,
  },
  {
    slug: 'seven-practical-ways-to-reduce-freight-costs',
    title: 'Seven Practical Ways to Reduce Freight Costs',
    excerpt: 'Freight spend often hides easy savings. These seven practical steps help shippers lower costs without hurting delivery performance.',
    content: `Freight is one of the largest operating costs for many distributors and manufacturers, and it can be one of the hardest to control. Fuel surcharges, accessorial fees and shifting market rates make every invoice a little different. Yet many shippers leave real savings on the table simply because of how their freight is prepared, booked and reviewed.

These seven practical steps come from our transportation team's work with shippers across Ontario. None of them require a new software system, and most can start this week.

## Start with the shipment itself

**1. Get weights and dimensions right.** Carriers, especially LTL carriers, regularly re-weigh and re-measure freight. If the actual numbers differ from your bill of lading, you will be billed the difference, often with an extra fee. Measure every pallet, include the height of the pallet itself and record the actual weight.

**2. Build better pallets.** Freight that is stackable, square and well wrapped is cheaper to move and less likely to be damaged. Avoid overhanging product, consider whether a lower or denser pallet would reduce the space your freight takes and label each pallet clearly with the handling requirements.

**3. Consolidate where you can.** Several small shipments to the same region during the week often cost more than one larger shipment. Setting fixed ship days for certain regions or customers allows you to combine orders and, in some cases, move from LTL to volume LTL or full truckload.

## Book it the smart way

**4. Plan ahead.** Last-minute bookings limit your options and usually cost more, especially when capacity is tight. Sharing forecasts with your carrier or logistics partner, even roughly, helps them plan equipment and offer better rates.

**5. Choose the right mode for each shipment.** Not every load needs the fastest option. Expedited service and dedicated trucks have their place, but standard LTL or a partial truckload may be perfectly adequate when delivery dates have some flexibility. Match the service level to what your customer actually needs.

## Watch the extras

**6. Reduce accessorial charges.** Accessorials are the extra fees added for services beyond a standard dock-to-dock move. Common ones include:

- Liftgate service at pickup or delivery
- Residential or limited-access delivery
- Appointment or notification requirements
- Inside delivery
- Detention when a truck waits too long to load or unload

Some of these are unavoidable, but many can be reduced. Confirm delivery requirements with your customer before booking, keep dock appointments on time and make sure freight is ready when the driver arrives.

**7. Audit your invoices.** Billing errors happen, from duplicate charges to incorrect fuel surcharges or rates that do not match your agreement. Reviewing freight invoices against your quotes and contracts, either in-house or through an audit service, catches mistakes and highlights patterns worth addressing with your carriers.

## Look at the full picture

It is tempting to focus only on the rate per shipment, but the cheapest carrier is not always the lowest cost. Damaged freight, missed appointments and poor communication create costs that do not show up on the freight invoice, from customer credits to hours spent chasing shipments.

Review your freight performance at least once a quarter. Look at on-time delivery, claims, accessorial charges and total spend by lane. Patterns in that data will point you to the next improvement.

Northline's transportation and freight division books FTL and LTL across Canada and into the United States, and our team is happy to review your current shipping patterns with you. Often, a few small changes add up to meaningful savings.`,
    category: 'Transportation',
    author: 'Marc Tremblay',
    imageUrl: '/images/blog/seven-practical-ways-to-reduce-freight-costs.jpg',
    published: false,
    publishedDaysAgo: 8,
  },
];
